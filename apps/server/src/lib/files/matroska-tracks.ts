import fs from 'node:fs/promises';

// Chromium's MediaRecorder writes WebM as a live stream: the Segment and each Cluster have an
// "unknown" size, which music-metadata refuses to parse. The Tracks element comes before the first
// Cluster with a known size, so reading the file's head is enough to tell audio from video.

const SEGMENT = 0x18538067;
const TRACKS = 0x1654ae6b;
const TRACK_ENTRY = 0xae;
const TRACK_TYPE = 0x83;
const HEAD_BYTES = 64 * 1024;

type Element = { id: number; dataStart: number; dataEnd: number; unknownSize: boolean };

/** One EBML element at `pos`; undefined when the bytes are not one. */
function elementAt(bytes: Buffer, pos: number): Element | undefined {
  const first = bytes[pos];
  if (first === undefined || first === 0) return undefined;
  const idLength = Math.clz32(first) - 23;
  if (idLength > 4 || pos + idLength >= bytes.length) return undefined;
  const id = bytes.readUIntBE(pos, idLength);
  const sizeStart = pos + idLength;
  const sizeFirst = bytes[sizeStart];
  if (sizeFirst === undefined || sizeFirst === 0) return undefined;
  const sizeLength = Math.clz32(sizeFirst) - 23;
  if (sizeStart + sizeLength > bytes.length) return undefined;
  let size = sizeFirst & (0xff >> sizeLength);
  let allOnes = size === 0xff >> sizeLength;
  for (let i = 1; i < sizeLength; i += 1) {
    size = size * 256 + bytes[sizeStart + i]!;
    allOnes &&= bytes[sizeStart + i] === 0xff;
  }
  const dataStart = sizeStart + sizeLength;
  return { id, dataStart, dataEnd: allOnes ? bytes.length : dataStart + size, unknownSize: allOnes };
}

/** The elements directly inside [start, end), stopping at one of unknown size (a Cluster) after yielding it. */
function* children(bytes: Buffer, start: number, end: number): Generator<Element> {
  let pos = start;
  while (pos < Math.min(end, bytes.length)) {
    const element = elementAt(bytes, pos);
    if (!element) return;
    yield element;
    if (element.unknownSize) return;
    pos = element.dataEnd;
  }
}

/** The TrackType of each track of a Matroska/WebM file (1 video, 2 audio, …); undefined when its head does not say. */
export async function matroskaTrackTypes(filePath: string): Promise<number[] | undefined> {
  const handle = await fs.open(filePath, 'r');
  let bytes: Buffer;
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(HEAD_BYTES), 0, HEAD_BYTES, 0);
    bytes = buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  for (const top of children(bytes, 0, bytes.length)) {
    if (top.id !== SEGMENT) continue;
    for (const section of children(bytes, top.dataStart, top.dataEnd)) {
      if (section.id !== TRACKS || section.unknownSize) continue;
      const types: number[] = [];
      for (const entry of children(bytes, section.dataStart, section.dataEnd)) {
        if (entry.id !== TRACK_ENTRY) continue;
        for (const field of children(bytes, entry.dataStart, entry.dataEnd)) {
          if (field.id === TRACK_TYPE && field.dataEnd - field.dataStart <= 6) types.push(bytes.readUIntBE(field.dataStart, field.dataEnd - field.dataStart));
        }
      }
      return types;
    }
    return undefined;
  }
  return undefined;
}

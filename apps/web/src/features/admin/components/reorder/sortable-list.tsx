import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';
import { adminText } from '../messages';

export type SortableItem = { id: string; title: string; detail?: ReactNode };

function SortableRow({ item, position }: { item: SortableItem; position: number }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
    // dnd-kit says "sortable" otherwise: screen readers would read English on every handle.
    attributes: { roleDescription: 'elemento que se puede mover' },
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        'flex items-center gap-3 rounded-2xl border border-navy-600/60 bg-navy-800 p-3 shadow-lg shadow-black/20',
        isDragging && 'relative z-10 border-amber-400 shadow-2xl',
      )}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        aria-label={`Mover ${item.title}`}
        className="grid size-11 shrink-0 cursor-grab touch-none place-items-center rounded-xl text-ink-muted hover:bg-navy-700 hover:text-ink focus-visible:outline-2 focus-visible:outline-amber-300 active:cursor-grabbing"
        {...attributes}
        {...listeners}
      >
        <GripVertical aria-hidden="true" className="size-5" />
      </button>
      <span className="grid size-8 shrink-0 place-items-center rounded-full bg-navy-700 text-sm font-bold tabular-nums">{position}</span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words">{item.title}</p>
        {item.detail ? <div className="text-sm text-ink-muted">{item.detail}</div> : null}
      </div>
    </li>
  );
}

/**
 * A list reordered by dragging its handles: with a mouse, a finger, or the keyboard (Space to
 * pick up, arrows to move, Space to drop, Escape to cancel); every step is announced in Spanish.
 */
export function SortableList({ items, onReorder, label }: { items: SortableItem[]; onReorder: (items: SortableItem[]) => void; label: string }) {
  const t = useMessages(adminText);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    // A short press first, so a finger can still scroll the page past the handles.
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const titleOf = (id: UniqueIdentifier) => items.find((item) => item.id === id)?.title ?? '';
  const positionOf = (id: UniqueIdentifier) => items.findIndex((item) => item.id === id) + 1;

  const announcements: Announcements = {
    onDragStart: ({ active }) => t.picked({ title: titleOf(active.id), position: positionOf(active.id), count: items.length }),
    onDragOver: ({ active, over }) =>
      over ? `${titleOf(active.id)} está ahora en la posición ${positionOf(over.id)} de ${items.length}.` : `${titleOf(active.id)} está fuera de la lista.`,
    onDragEnd: ({ active, over }) =>
      over ? t.droppedAt({ title: titleOf(active.id), position: positionOf(over.id), count: items.length }) : t.dropped({ title: titleOf(active.id) }),
    onDragCancel: ({ active }) => `Movimiento cancelado. ${titleOf(active.id)} vuelve a la posición ${positionOf(active.id)}.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((item) => item.id === active.id);
    const to = items.findIndex((item) => item.id === over.id);
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(items, from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: t.dragInstructions,
        },
      }}
    >
      <SortableContext items={items} strategy={verticalListSortingStrategy}>
        <ol aria-label={label} className="flex flex-col gap-3">
          {items.map((item, index) => (
            <SortableRow key={item.id} item={item} position={index + 1} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

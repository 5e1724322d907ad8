import { alike, spainOf, type SpokenCatalogue } from './spoken.js';
import { z } from './zod.js';
import { Feeling } from './diary.js';

// Groups and programmes, and their reports (docs/product.md#companions-wellbeing-checks-and-organisations "Organisations", issue 27).
// The rules of the report: docs/decisions/036-group-reports.md.

/** k: a figure that would describe fewer people than this is never shown (decision 036). */
export const GROUP_REPORT_MIN_PEOPLE = 10;
/** The default report period, in whole weeks ending with the current one. */
export const GROUP_REPORT_DEFAULT_WEEKS = 12;
/** The longest period one report may cover. */
export const GROUP_REPORT_MAX_WEEKS = 104;
/** Letters and digits no one mistakes for another (no I, L, O, 0 or 1): easy to read aloud and type. */
export const GROUP_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const GROUP_CODE_LENGTH = 8;
export const GROUP_NAME_MAX_LENGTH = 120;
/** Facilitators or routes one group may have. */
export const GROUP_LIST_MAX_ITEMS = 50;

/** Groups in each Spanish (decision 061). */
export const groupSpoken = {
  nameRequired: {
    'es-ES': 'Escribe el nombre del grupo.',
    'es-419': 'Escribe el nombre del grupo.',
    'es-AR': 'Escribí el nombre del grupo.',
  },
  nameTooLong: alike(`El nombre del grupo puede tener como máximo ${GROUP_NAME_MAX_LENGTH} caracteres.`),
  codeInvalid: {
    'es-ES': `El código tiene ${GROUP_CODE_LENGTH} letras y números. Revisa el código e inténtalo de nuevo.`,
    'es-419': `El código tiene ${GROUP_CODE_LENGTH} letras y números. Revisa el código e inténtalo de nuevo.`,
    'es-AR': `El código tiene ${GROUP_CODE_LENGTH} letras y números. Revisá el código e intentalo de nuevo.`,
  },
  codeUnknown: {
    'es-ES': 'No encontramos ningún grupo con ese código. Pregunta a quien te lo dio.',
    'es-419': 'No encontramos ningún grupo con ese código. Pregúntale a quien te lo dio.',
    'es-AR': 'No encontramos ningún grupo con ese código. Preguntale a quien te lo dio.',
  },
  groupNotFound: alike('No encontramos ese grupo.'),
  notMember: {
    'es-ES': 'No formas parte de ese grupo.',
    'es-419': 'No formas parte de ese grupo.',
    'es-AR': 'No formás parte de ese grupo.',
  },
  facilitatorCannotJoin: {
    'es-ES': 'Ya facilitas este grupo: quienes lo facilitan no participan en él ni se cuentan en su informe.',
    'es-419': 'Ya facilitas este grupo: quienes lo facilitan no participan en él ni se cuentan en su informe.',
    'es-AR': 'Ya facilitás este grupo: quienes lo facilitan no participan en él ni se cuentan en su informe.',
  },
  notFacilitator: alike('Solo quienes facilitan este grupo pueden ver su informe.'),
  usersUnknown: {
    'es-ES': 'Alguna de las personas elegidas no existe. Actualiza la lista y vuelve a elegir.',
    'es-419': 'Alguna de las personas elegidas no existe. Actualiza la lista y vuelve a elegir.',
    'es-AR': 'Alguna de las personas elegidas no existe. Actualizá la lista y volvé a elegir.',
  },
  routesUnknown: {
    'es-ES': 'Alguna de las rutas elegidas no existe. Actualiza la lista y vuelve a elegir.',
    'es-419': 'Alguna de las rutas elegidas no existe. Actualiza la lista y vuelve a elegir.',
    'es-AR': 'Alguna de las rutas elegidas no existe. Actualizá la lista y volvé a elegir.',
  },
  listTooLong: {
    'es-ES': `Puedes elegir como máximo ${GROUP_LIST_MAX_ITEMS}.`,
    'es-419': `Puedes elegir como máximo ${GROUP_LIST_MAX_ITEMS}.`,
    'es-AR': `Podés elegir como máximo ${GROUP_LIST_MAX_ITEMS}.`,
  },
  idInvalid: alike('El identificador no es válido.'),
  dateInvalid: {
    'es-ES': 'Escribe la fecha como AAAA-MM-DD.',
    'es-419': 'Escribe la fecha como AAAA-MM-DD.',
    'es-AR': 'Escribí la fecha como AAAA-MM-DD.',
  },
  periodInvalid: alike('La fecha de inicio debe ser anterior a la de fin.'),
  periodTooLong: alike(`El periodo puede abarcar como máximo ${GROUP_REPORT_MAX_WEEKS} semanas.`),
} as const satisfies SpokenCatalogue;

/** Spain's text of these messages (the spec's). */
export const groupMessages = /* @__PURE__ */ spainOf(groupSpoken);

/** Spaces and dashes people add while typing are dropped; lower case is read as upper case. */
export const GroupCode = z
  .string({ error: groupMessages.codeInvalid })
  .transform((code) => code.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(new RegExp(`^[${GROUP_CODE_ALPHABET}]{${GROUP_CODE_LENGTH}}$`), groupMessages.codeInvalid));

export const GroupName = z
  .string({ error: groupMessages.nameRequired })
  .trim()
  .min(1, groupMessages.nameRequired)
  .max(GROUP_NAME_MAX_LENGTH, groupMessages.nameTooLong);

const Ids = z
  .array(z.uuid({ error: groupMessages.idInvalid }), { error: groupMessages.idInvalid })
  .max(GROUP_LIST_MAX_ITEMS, groupMessages.listTooLong)
  // Said twice means once, at its first place.
  .transform((ids) => [...new Set(ids)]);

export const CreateGroupBody = z.object({ name: GroupName });
export const GroupFacilitatorsBody = z.object({ userIds: Ids });
export const GroupRoutesBody = z.object({ routeIds: Ids });
export const JoinGroupBody = z.object({ code: GroupCode });

export const CreatedGroup = z.object({ id: z.uuid(), name: z.string(), code: z.string() });
export type CreatedGroup = z.infer<typeof CreatedGroup>;

export const GroupRouteItem = z.object({ id: z.uuid(), title: z.string() });
export type GroupRouteItem = z.infer<typeof GroupRouteItem>;

/** A staff member who runs a group; their name is shown to admins (never a member's). */
export const GroupFacilitator = z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string(), email: z.string() });

/** GET /api/admin/groups: every group, for admins. `members` is suppressed below k like every count. */
export const AdminGroup = CreatedGroup.extend({
  createdAt: z.iso.datetime(),
  facilitators: z.array(GroupFacilitator),
  routes: z.array(GroupRouteItem),
  members: z.number().int().nullable(),
});
export type AdminGroup = z.infer<typeof AdminGroup>;

/** POST /api/groups/join → 201 (200 when already a member). */
export const JoinedGroup = z.object({ id: z.uuid(), name: z.string() });
export type JoinedGroup = z.infer<typeof JoinedGroup>;

/** GET /api/groups: the caller's groups as a member, with their routes in the group's order. */
export const MyGroup = z.object({ id: z.uuid(), name: z.string(), routeIds: z.array(z.uuid()) });
export type MyGroup = z.infer<typeof MyGroup>;

/** GET /api/groups/facilitated: the groups the caller runs (every group, for admins). */
export const FacilitatedGroup = CreatedGroup.extend({ routes: z.array(GroupRouteItem) });
export type FacilitatedGroup = z.infer<typeof FacilitatedGroup>;

const IsoDate = z.iso.date({ error: groupMessages.dateInvalid });
export const GroupReportQuery = z.object({ from: IsoDate.optional(), to: IsoDate.optional() });
export type GroupReportQuery = z.infer<typeof GroupReportQuery>;

/** A count of people, or null: suppressed because it (or a difference with another figure) would describe fewer than k. */
const Suppressed = z.number().int().nullable();

export const GroupReport = z.object({
  members: Suppressed,
  routes: z.array(z.object({ routeId: z.uuid(), title: z.string(), started: Suppressed, completed: Suppressed })),
  /** One row per week of the period (`week`: its Monday, UTC); each count is people who wrote that feeling that week. */
  feelings: z.array(z.object({ week: z.iso.date(), counts: z.record(Feeling, Suppressed) })),
  /** People with a check in the period; the means are percent scores (0–100), rounded to whole points. */
  who5: z.object({ people: Suppressed, meanFirst: z.number().int().nullable(), meanLast: z.number().int().nullable() }),
});
export type GroupReport = z.infer<typeof GroupReport>;

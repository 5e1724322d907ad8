/** Routes and Contents are listed by `order` ascending, a missing order counting as 0 (docs/product.md#learning). */
export const byOrder = <T extends { order?: number | null }>(items: readonly T[]): T[] => [...items].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));

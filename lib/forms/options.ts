export interface Option<V extends string = string> {
  readonly value: V;
  readonly label: string;
}

/** A list of choices written one a row as `[value, label]`, read as the options a select or checkbox list shows. */
export function options<const V extends string>(rows: readonly (readonly [V, string])[]): readonly Option<V>[] {
  return rows.map(([value, label]) => ({ value, label }));
}

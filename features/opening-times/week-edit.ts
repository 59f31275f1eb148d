// A week's form lists all seven days, but saves only the days the staff member changed: two people
// editing different days at once (or the same person in two tabs) no longer undo each other's work.

/** The days whose values differ from what the form loaded, compared as the text the inputs hold. */
export function changedWeekdays<D extends { day: number }>(
  values: readonly D[],
  loaded: readonly (Partial<D> | undefined)[] | undefined,
): number[] {
  const text = (v: unknown) => String(v ?? "");
  return values
    .filter((day, i) => {
      const before = loaded?.[i] as Record<string, unknown> | undefined;
      const after = day as Record<string, unknown>;
      return !before || Object.keys(after).some((key) => text(after[key]) !== text(before[key]));
    })
    .map((day) => day.day);
}

interface WeekForm<D> {
  getValues(name: "days"): D[];
  formState: { defaultValues?: { days?: readonly (Partial<D> | undefined)[] } };
}

/** A week form's save that sends, with the values, the days changed since the form loaded or last saved. */
export function savingChangedDays<D extends { day: number }, I extends { touched?: number[] }, R>(
  form: WeekForm<D>,
  save: (input: I) => R,
): (values: I) => R {
  return (values) =>
    save({ ...values, touched: changedWeekdays(form.getValues("days"), form.formState.defaultValues?.days) });
}

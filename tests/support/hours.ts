/** A closed day as it is stored: no times and no note kept, whatever the form sent. */
export const storedClosedDay = (day: number) => ({
  day,
  isClosed: true,
  openTime1: null,
  closeTime1: null,
  openTime2: null,
  closeTime2: null,
  notes: null,
});

export function parseTime(value: string): { hours: number; minutes: number } {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(value.trim());
  if (!match) throw new Error(`Not a time: ${JSON.stringify(value)}`);
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 24 || minutes > 59) throw new Error(`Not a time: ${JSON.stringify(value)}`);
  return { hours: hours % 24, minutes };
}

export function formatTime12(value: string): string {
  const { hours, minutes } = parseTime(value);
  const suffix = hours < 12 ? "am" : "pm";
  const h = hours % 12 === 0 ? 12 : hours % 12;
  return minutes === 0 ? `${h}${suffix}` : `${h}:${String(minutes).padStart(2, "0")}${suffix}`;
}

export function toHHMM(value: string): string {
  const { hours, minutes } = parseTime(value);
  return `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
}

export function minutesOfDay(value: string): number {
  const { hours, minutes } = parseTime(value);
  return hours * 60 + minutes;
}

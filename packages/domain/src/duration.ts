/** A whole number of minutes as a person says it: "15 minutes", "1 hour", "36 hours", "2 days". */
export function durationInWords(minutes: number): string {
  const say = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (minutes >= 2 * 24 * 60 && minutes % (24 * 60) === 0) return say(minutes / (24 * 60), 'day');
  if (minutes >= 60 && minutes % 60 === 0) return say(minutes / 60, 'hour');
  return say(minutes, 'minute');
}

/**
 * A zone where it is day now (07:00–21:00), so that a reminder planned "now" is never held for
 * the student's night, whenever the tests run.
 */
export function dayZone(): string {
  const zones = ['America/Sao_Paulo', 'Europe/Lisbon', 'Asia/Tokyo', 'Pacific/Honolulu']
  return zones.find((zone) => {
    const hour = Number(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: zone,
        hour: '2-digit',
        hourCycle: 'h23',
      }).format(new Date()),
    )
    return hour >= 7 && hour < 21
  })!
}

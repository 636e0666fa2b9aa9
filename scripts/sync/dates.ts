/**
 * A feed's dates, read strictly: RSS's RFC 822 form (`Tue, 10 Nov 2026 09:00:00 +0000`, a
 * two-digit year as RFC 2822 reads it) and Atom's RFC 3339 (`2026-11-20T10:00:00Z`, also
 * Dublin Core's `2026-08-01`), each field in its range. Anything else is not a date, where
 * `Date.parse` would guess (`"0"` as 2000, `Mon, 01 Jan 0001` as 2001) or take a year such as
 * +275760. A date before 1990 or more than a day after the sync is not a post's either: a year
 * 9999 would keep a post first for good.
 */

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
/** 1 for "Jan" or "January", … 12; 0 for anything else. */
const monthOf = (name: string) => MONTHS.findIndex((month) => month === name || month.slice(0, 3) === name) + 1;
/** RFC 822's named zones, in hours from UTC (a military letter is read as UTC, as RFC 2822 says). */
const ZONES: Readonly<Record<string, number>> = {
  ut: 0,
  utc: 0,
  gmt: 0,
  z: 0,
  edt: -4,
  est: -5,
  cdt: -5,
  cst: -6,
  mdt: -6,
  mst: -7,
  pdt: -7,
  pst: -8,
};

const RFC_3339 = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?\s*(Z|[+-]\d{2}:?\d{2})?)?$/i;
const RFC_822 =
  /^(?:[a-z]{3,9},\s*)?(\d{1,2})\s+([a-z]{3,9})\s+(\d{4}|\d{2})\s+(\d{2}):(\d{2})(?::(\d{2}))?(?:\s*([+-]\d{4}|[a-z]{1,3}))?$/i;

/** The earliest a post may be dated: the web is younger. */
const EARLIEST = Date.UTC(1990, 0, 1);
const DAY = 24 * 60 * 60 * 1000;

interface Fields {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  /** Minutes east of UTC. */
  readonly offset: number;
}

/** `+hh:mm`, `-hhmm` or a zone name in minutes east of UTC; undefined when out of range or unknown. */
function offsetOf(zone: string | undefined): number | undefined {
  if (!zone) return 0;
  const numeric = /^([+-])(\d{2}):?(\d{2})$/.exec(zone);
  if (numeric) {
    const [, sign, hours, minutes] = numeric;
    return Number(hours) > 23 || Number(minutes) > 59 ? undefined : (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
  }
  const name = zone.toLowerCase();
  if (name in ZONES) return ZONES[name]! * 60;
  return /^[a-ik-z]$/.test(name) ? 0 : undefined;
}

function fieldsOf(text: string): Fields | undefined {
  const iso = RFC_3339.exec(text);
  if (iso) {
    const [, year, month, day, hour = '0', minute = '0', second = '0', zone] = iso;
    const offset = offsetOf(zone);
    return offset === undefined
      ? undefined
      : { year: +year!, month: +month!, day: +day!, hour: +hour, minute: +minute, second: +second, offset };
  }
  const rfc = RFC_822.exec(text);
  const month = rfc ? monthOf(rfc[2]!.toLowerCase()) : 0;
  if (!rfc || !month) return undefined;
  const [, day, , written, hour, minute, second = '0', zone] = rfc;
  const year = written!.length === 2 ? Number(written) + (Number(written) < 50 ? 2000 : 1900) : Number(written);
  const offset = offsetOf(zone);
  return offset === undefined ? undefined : { year, month, day: +day!, hour: +hour!, minute: +minute!, second: +second, offset };
}

/** The time `fields` name, if each is in its range (no 31 February, no hour 24). */
function timeOf({ year, month, day, hour, minute, second, offset }: Fields): number | undefined {
  if (hour > 23 || minute > 59 || second > 60) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  // A leap second (:60) is read as the second before it.
  return date.getTime() + ((hour * 60 + minute - offset) * 60 + Math.min(second, 59)) * 1000;
}

/** The time a feed's `text` names, or why it names none a post may have. `now`: the sync's time. */
export function readDate(text: string, now: number = Date.now()): { time: number } | { problem: string } {
  const fields = fieldsOf(text.trim());
  const time = fields && timeOf(fields);
  if (time === undefined) return { problem: 'is not a date (RFC 822, as RSS writes it, or RFC 3339, as Atom does)' };
  if (time < EARLIEST) return { problem: 'is before 1990' };
  if (time > now + DAY) return { problem: 'is more than a day after today' };
  return { time };
}

/**
 * The address a rate limit counts. IPv6 clients usually own a whole /64, so they are counted per /64, not per
 * address; IPv4-mapped IPv6 addresses count as their IPv4 address.
 */
export function rateLimitAddress(address: string): string {
  const value = address
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(value);
  if (mapped?.[1]) return mapped[1];
  if (!value.includes(':')) return value;
  const [head = '', tail = ''] = value.split('::');
  const left = head ? head.split(':') : [];
  const right = value.includes('::') && tail ? tail.split(':') : [];
  const groups = value.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The last X-Forwarded-For entry is the one our own proxy appended; earlier ones are client-controlled. */
export function forwardedAddress(header: string | null): string | undefined {
  const last = header?.split(',').pop()?.trim();
  return last || undefined;
}

// Whether an address is this computer only. A handout printed from `npm start` on the teacher's
// laptop has a QR code for http://127.0.0.1:4321/…, which no student's phone can open: the handout
// says so beside the code (HandoutQr.tsx).

/**
 * True for a loopback or unspecified host, as `URL.hostname` writes it: localhost and *.localhost,
 * 127.0.0.0/8, ::1 (also bracketed, and IPv4-mapped ::ffff:127.x.x.x), 0.0.0.0 and ::.
 */
export function isLoopbackHost(hostname: string): boolean {
  const h = hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  if (h === 'localhost' || h.endsWith('.localhost')) return true;
  if (/^127(\.\d{1,3}){3}$/.test(h) || h === '0.0.0.0') return true;
  if (h === '::' || h === '::1' || /^(0{1,4}:){7}0{0,3}1$/.test(h)) return true;
  // IPv4-mapped: URL writes ::ffff:127.0.0.1 as ::ffff:7f00:1.
  const mapped = /^::ffff:(?:(\d{1,3})\.\d{1,3}\.\d{1,3}\.\d{1,3}|([0-9a-f]{1,4}):[0-9a-f]{1,4})$/.exec(h);
  if (mapped) return mapped[1] !== undefined ? mapped[1] === '127' : parseInt(mapped[2]!, 16) >> 8 === 0x7f;
  return false;
}

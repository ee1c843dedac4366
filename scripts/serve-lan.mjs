// `npm run serve:lan`: the built site served to the classroom's network (astro preview bound to
// 0.0.0.0), with the addresses students' phones can open. A handout printed from one of those
// addresses has a QR code that reaches the phones; printed from 127.0.0.1 (`npm start`) it has one
// that reaches only this computer, and says so beside it (src/site/handout/loopback.ts).
// Options: --port N (default 4321); anything else goes to astro preview.
import { spawn } from 'node:child_process';
import { networkInterfaces } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseBasePath } from '../src/lib/base-path.ts';

/**
 * The addresses of this computer that other machines on its networks can reach: IPv4, not loopback,
 * not link-local (169.254.x.x: a network with no DHCP server, which phones do not join). IPv6
 * global addresses only when there is no such IPv4 address.
 * @param {ReturnType<typeof networkInterfaces>} interfaces
 * @returns {string[]} hosts as a URL writes them (IPv6 in brackets)
 */
export function lanHosts(interfaces) {
  const all = Object.values(interfaces).flatMap((list) => list ?? []);
  const v4 = all.filter((a) => a.family === 'IPv4' && !a.internal && !a.address.startsWith('169.254.'));
  if (v4.length > 0) return [...new Set(v4.map((a) => a.address))];
  const v6 = all.filter((a) => a.family === 'IPv6' && !a.internal && !/^(fe80|fc|fd)/i.test(a.address));
  return [...new Set(v6.map((a) => `[${a.address}]`))];
}

/** What to tell the teacher: the addresses for students, and where to print handouts from. */
export function lanMessage(hosts, port, base) {
  if (hosts.length === 0)
    return [
      'No network address found: this computer is on no network other phones could join.',
      `The site is still served on http://127.0.0.1:${port}${base}, for this computer only.`,
    ].join('\n');
  const urls = hosts.map((h) => `http://${h}:${port}${base}`);
  return [
    'Impulse Notebook on the classroom network. Students open:',
    ...urls.map((u) => `  ${u}`),
    '',
    `Print handouts from one of these addresses (e.g. ${urls[0]}<chapter>/handout/), not from`,
    '127.0.0.1: the QR code on a handout is the address it was printed from.',
    `Phones must be on the same network, and this computer's firewall must let port ${port} in.`,
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const i = args.indexOf('--port');
  const port = i >= 0 ? Number(args.splice(i, 2)[1]) : 4321;
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    console.error('serve:lan: --port takes a port number, e.g. --port 8080');
    process.exit(1);
  }
  const base = parseBasePath(process.env.BASE_PATH);
  console.log(`${lanMessage(lanHosts(networkInterfaces()), port, base)}\n`);
  const root = fileURLToPath(new URL('..', import.meta.url));
  const child = spawn(
    process.execPath,
    ['node_modules/astro/bin/astro.mjs', 'preview', '--host', '0.0.0.0', '--port', String(port), ...args],
    { cwd: root, stdio: 'inherit' },
  );
  child.on('exit', (code) => process.exit(code ?? 0));
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
}

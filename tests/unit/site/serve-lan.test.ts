// `npm run serve:lan` (scripts/serve-lan.mjs): which of this computer's addresses it tells the
// teacher students can open, and what it says.
import { describe, expect, it } from 'vitest';
import type { NetworkInterfaceInfo } from 'node:os';
import { lanHosts, lanMessage } from '../../../scripts/serve-lan.mjs';

const v4 = (address: string, internal = false) =>
  ({ address, family: 'IPv4', internal }) as NetworkInterfaceInfo;
const v6 = (address: string, internal = false) =>
  ({ address, family: 'IPv6', internal }) as NetworkInterfaceInfo;

describe('serve:lan', () => {
  it('lists the IPv4 addresses other machines can reach, not loopback or link-local', () => {
    expect(
      lanHosts({
        lo: [v4('127.0.0.1', true), v6('::1', true)],
        wlan0: [v4('192.168.1.23'), v6('fe80::1')],
        eth0: [v4('10.0.0.5'), v4('169.254.3.4')],
      }),
    ).toEqual(['192.168.1.23', '10.0.0.5']);
  });

  it('falls back to global IPv6 addresses, in brackets, when there is no IPv4 one', () => {
    expect(lanHosts({ lo: [v4('127.0.0.1', true)], eth0: [v6('2001:db8::5'), v6('fd00::1')] })).toEqual([
      '[2001:db8::5]',
    ]);
    expect(lanHosts({ lo: [v4('127.0.0.1', true)] })).toEqual([]);
  });

  it('prints each address with the base, and where to print handouts from', () => {
    const text = lanMessage(['192.168.1.23'], 4321, '/physics/');
    expect(text).toContain('  http://192.168.1.23:4321/physics/\n');
    expect(text).toContain('http://192.168.1.23:4321/physics/<chapter>/handout/');
    expect(text).toContain('not from\n127.0.0.1');
    expect(lanMessage([], 4321, '/')).toMatch(/No network address found/);
  });
});

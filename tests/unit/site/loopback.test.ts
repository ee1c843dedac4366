// Which addresses are this computer only (src/site/handout/loopback.ts): a handout printed from one
// of them says beside its QR code that no student's phone can open it.
import { describe, expect, it } from 'vitest';
import { isLoopbackHost } from '../../../src/site/handout/loopback';

const hostname = (url: string) => new URL(url).hostname;

describe('isLoopbackHost', () => {
  it.each([
    'http://127.0.0.1:4321/',
    'http://127.1.2.3/',
    'http://localhost:4321/',
    'http://LOCALHOST./',
    'http://impulse.localhost/',
    'http://[::1]:4321/',
    'http://[0:0:0:0:0:0:0:1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://0.0.0.0:4321/',
    'http://[::]/',
  ])('%s is this computer only', (url) => {
    expect(isLoopbackHost(hostname(url))).toBe(true);
  });

  it.each([
    'https://impulse-notebook.example/',
    'https://me.github.io/impulse-notebook/',
    'http://192.168.1.23:4321/',
    'http://10.0.0.5/',
    'http://128.0.0.1/',
    'http://[fe80::1]/',
    'http://[::ffff:10.0.0.1]/',
    'http://localhost.school.example/',
    'http://my-localhost/',
  ])('%s is reachable from elsewhere', (url) => {
    expect(isLoopbackHost(hostname(url))).toBe(false);
  });

  it('takes hostnames as written by hand too', () => {
    expect(isLoopbackHost('::1')).toBe(true);
    expect(isLoopbackHost('[::1]')).toBe(true);
    expect(isLoopbackHost('127.0.0.1')).toBe(true);
  });
});

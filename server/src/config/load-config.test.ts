import { describe, expect, it } from 'vitest';
import { loadConfig } from './load-config.ts';

describe('UPGRADE_URL', () => {
  it('is absent unless the operator sets it', () => {
    expect(loadConfig({}).upgradeUrl).toBeUndefined();
  });

  it("takes an http or https address of the operator's upgrade page", () => {
    expect(loadConfig({ UPGRADE_URL: 'https://letters.example.com/premium' }).upgradeUrl).toBe(
      'https://letters.example.com/premium',
    );
    expect(loadConfig({ UPGRADE_URL: 'http://localhost:8080/upgrade' }).upgradeUrl).toBe(
      'http://localhost:8080/upgrade',
    );
  });

  it('stops the server with a message naming the variable for anything a link must not be', () => {
    for (const value of ['javascript:alert(1)', 'data:text/html,hi', 'premium page', 'ftp://example.com/upgrade']) {
      expect(() => loadConfig({ UPGRADE_URL: value })).toThrow(/UPGRADE_URL: must be an http:\/\/ or https:\/\/ URL/);
    }
  });
});

import { useCallback, useEffect, useState } from 'react';
import type { Usage } from '@cover-letter/shared/usage-schema';
import { getAppConfig } from '../../../lib/app-config.ts';
import { getUsage } from '../api/get-usage.ts';

export type PlanUsage = {
  /** The server's reading; undefined until it answers, or when it cannot. */
  usage: Usage | undefined;
  /** The operator's page for premium (UPGRADE_URL), when there is one. */
  upgradeUrl: string | undefined;
  /** Reads the meter again, after a letter was generated. */
  refresh: () => Promise<void>;
};

/** The plan's meter as the server counts it, read once the user is known and after each generation. */
export function usePlanUsage(userId: string | undefined): PlanUsage {
  const [usage, setUsage] = useState<Usage | undefined>(undefined);
  const [upgradeUrl, setUpgradeUrl] = useState<string | undefined>(undefined);

  const refresh = useCallback(async () => {
    const result = await getUsage();
    // Without a reading the badge falls back to what the browser knows; the server still enforces the limit.
    if (result.ok) setUsage(result.value);
  }, []);

  useEffect(() => {
    if (userId === undefined) return;
    let active = true;
    void getUsage().then((result) => {
      if (active && result.ok) setUsage(result.value);
    });
    getAppConfig().then(
      (config) => {
        if (active) setUpgradeUrl(config.upgradeUrl);
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [userId]);

  return { usage, upgradeUrl, refresh };
}

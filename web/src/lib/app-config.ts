import { AppConfigSchema, type AppConfig } from '@cover-letter/shared/app-config-schema';

// One build serves any deployment: the server tells the browser where auth, data and generation live.
let appConfigPromise: Promise<AppConfig> | undefined;

async function fetchAppConfig(): Promise<AppConfig> {
  const response = await fetch('/app-config.json', { headers: { Accept: 'application/json' } });
  if (!response.ok) {
    throw new Error(`GET /app-config.json answered ${response.status}`);
  }
  const body: unknown = await response.json();
  return AppConfigSchema.parse(body);
}

export function getAppConfig(): Promise<AppConfig> {
  appConfigPromise ??= fetchAppConfig().catch((error: unknown) => {
    appConfigPromise = undefined;
    throw error;
  });
  return appConfigPromise;
}

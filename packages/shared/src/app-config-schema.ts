import { z } from 'zod';

/** What `GET /app-config.json` gives the browser, so one build serves any deployment. */
export const AppConfigSchema = z.object({
  supabaseUrl: z.url(),
  supabaseAnonKey: z.string().min(1),
  apiUrl: z.url(),
  /** The operator's page for getting premium (UPGRADE_URL); absent when the operator set none. */
  upgradeUrl: z.url({ protocol: /^https?$/ }).optional(),
});
export type AppConfig = z.infer<typeof AppConfigSchema>;

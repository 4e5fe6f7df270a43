import { z } from 'zod';

/** What `GET /app-config.json` gives the browser, so one build serves any deployment. */
export const AppConfigSchema = z.object({
  supabaseUrl: z.url(),
  supabaseAnonKey: z.string().min(1),
  apiUrl: z.url(),
});
export type AppConfig = z.infer<typeof AppConfigSchema>;

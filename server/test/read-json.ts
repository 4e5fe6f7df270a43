import type { z } from 'zod';

/** Parses a response body with a schema, so tests never trust a cast. */
export async function readJson<T>(response: Response, schema: z.ZodType<T>): Promise<T> {
  return schema.parse(await response.json());
}

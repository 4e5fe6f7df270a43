import { Hono } from 'hono';
import { z } from 'zod';
import { sql } from 'kysely';
import { updateAppMetadata } from '../admin/user-administration.ts';
import type { Database } from '../database/create-database.ts';
import { readJsonBody } from '../http/read-json-body.ts';
import { AuthError } from './auth-error.ts';
import type { AccessTokenKeys } from './access-token-keys.ts';
import { createRecoveryLink } from './password-recovery.ts';
import { toUserResponse } from './user-response.ts';

const UpdateUserBodySchema = z.object({
  app_metadata: z.record(z.string(), z.unknown()).optional(),
  email_confirm: z.boolean().optional(),
});

const GenerateLinkBodySchema = z.object({
  type: z.literal('recovery'),
  email: z.string(),
  redirect_to: z.string().optional(),
  options: z.object({ redirectTo: z.string().optional() }).optional(),
});

const PageSchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(1000).default(50),
});

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The part of GoTrue's admin API that operators need (list users, change app_metadata, confirm an email),
 * for a service_role token only. The admin command uses it when a server holds the embedded database.
 */
export function createAdminRoutes(options: {
  database: Database;
  accessTokenKeys: AccessTokenKeys;
  siteUrl: () => string;
}) {
  const routes = new Hono();

  routes.use(async (context, next) => {
    const token = /^Bearer\s+(\S+)$/i.exec(context.req.header('Authorization') ?? '')?.[1];
    if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    const verification = await options.accessTokenKeys.verify(token);
    if (!verification.valid)
      throw new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${verification.message}`);
    if (verification.claims.role !== 'service_role') throw new AuthError(403, 'not_admin', 'User not allowed');
    await next();
  });

  routes.get('/users', async (context) => {
    const page = PageSchema.safeParse({ page: context.req.query('page'), per_page: context.req.query('per_page') });
    if (!page.success) throw new AuthError(400, 'validation_failed', 'page and per_page must be positive integers');
    const users = await options.database
      .selectFrom('auth.users')
      .selectAll()
      .orderBy('created_at', 'asc')
      .limit(page.data.per_page)
      .offset((page.data.page - 1) * page.data.per_page)
      .execute();
    const total = await options.database
      .selectFrom('auth.users')
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirst();
    context.header('X-Total-Count', String(total?.total ?? 0));
    return context.json({ users: users.map(toUserResponse), aud: 'authenticated' });
  });

  routes.put('/users/:id', async (context) => {
    const userId = context.req.param('id');
    if (!uuidPattern.test(userId)) throw new AuthError(404, 'user_not_found', 'User not found');
    const body = await readJsonBody(context.req.raw);
    if (!body.ok) throw new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${body.reason}`);
    const parsed = UpdateUserBodySchema.safeParse(body.value);
    if (!parsed.success)
      throw new AuthError(400, 'validation_failed', 'app_metadata must be an object and email_confirm a boolean');
    if (parsed.data.email_confirm) {
      await options.database
        .updateTable('auth.users')
        .set({ email_confirmed_at: sql`coalesce(email_confirmed_at, now())` })
        .where('id', '=', userId)
        .execute();
    }
    const user = parsed.data.app_metadata
      ? await updateAppMetadata(options.database, userId, parsed.data.app_metadata)
      : await options.database.selectFrom('auth.users').selectAll().where('id', '=', userId).executeTakeFirst();
    if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
    return context.json(toUserResponse(user));
  });

  // GoTrue's generateLink for a recovery link: the operator's way to reset a password when no SMTP server is set up
  // (npm run admin -- reset-password <email>). The link is answered, never emailed.
  routes.post('/generate_link', async (context) => {
    const body = await readJsonBody(context.req.raw);
    if (!body.ok) throw new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${body.reason}`);
    const parsed = GenerateLinkBodySchema.safeParse(body.value);
    if (!parsed.success) {
      throw new AuthError(400, 'validation_failed', 'type must be "recovery" and email an email address');
    }
    const recovery = await createRecoveryLink(options.database, {
      email: parsed.data.email,
      siteUrl: options.siteUrl(),
      redirectTo: parsed.data.redirect_to ?? parsed.data.options?.redirectTo,
    });
    if (!recovery) throw new AuthError(404, 'user_not_found', 'User with this email not found');
    return context.json({
      ...toUserResponse(recovery.user),
      action_link: recovery.link,
      email_otp: '',
      hashed_token: recovery.token,
      redirect_to: recovery.redirectTo,
      verification_type: 'recovery',
    });
  });

  return routes;
}

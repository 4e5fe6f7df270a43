// `npm run admin -- <command>`: operator commands for both database modes. With PostgreSQL, or an embedded
// database no server is using, it opens the database itself; when a running server holds the embedded
// database, it asks that server through the admin API with a short-lived service_role token.
import { z } from 'zod';
import { PlanSchema, type Plan } from '@cover-letter/shared/plans';
import { normaliseEmail } from '../auth/credential-rules.ts';
import { signJwt } from '../auth/json-web-token.ts';
import { loadJwtSecret } from '../auth/server-secrets.ts';
import { ConfigError, loadConfig, type ServerConfig } from '../config/load-config.ts';
import { openDatabase } from '../database/create-database.ts';
import { DataDirectoryLockedError, lockDataDirectory, readDataDirectoryLock } from '../database/data-directory-lock.ts';
import { createRecoveryLink } from '../auth/password-recovery.ts';
import { confirmUser, listUsers, setPlan, UserNotFoundError, type UserSummary } from './user-administration.ts';

const usage = `Usage: npm run admin -- <command>

Commands:
  list-users                        every account with its plan
  set-plan <email> <free|premium>   change an account's plan
  confirm-user <email>              confirm an account's email (ENABLE_EMAIL_CONFIRMATION=true)
  reset-password <email>            print a one-time link (valid 1 hour) with which the account's owner
                                    chooses a new password; for servers without SMTP_URL`;

type AdminCommand =
  | { name: 'list-users' }
  | { name: 'set-plan'; email: string; plan: Plan }
  | { name: 'confirm-user'; email: string }
  | { name: 'reset-password'; email: string };

class UsageError extends Error {}

function parseCommand(argumentsList: string[]): AdminCommand {
  const [name, ...rest] = argumentsList;
  if (name === 'list-users' && rest.length === 0) return { name };
  if (name === 'set-plan' && rest.length === 2) {
    const plan = PlanSchema.safeParse(rest[1]);
    if (!plan.success) throw new UsageError(`The plan must be free or premium, not "${rest[1]}".`);
    return { name, email: rest[0] ?? '', plan: plan.data };
  }
  if (name === 'confirm-user' && rest.length === 1) return { name, email: rest[0] ?? '' };
  if (name === 'reset-password' && rest.length === 1) return { name, email: rest[0] ?? '' };
  throw new UsageError(usage);
}

type UserAdministration = {
  listUsers: () => Promise<UserSummary[]>;
  setPlan: (email: string, plan: Plan) => Promise<UserSummary>;
  confirmUser: (email: string) => Promise<void>;
  createResetLink: (email: string) => Promise<string>;
  close: () => Promise<void>;
};

async function openDirectly(config: ServerConfig): Promise<UserAdministration> {
  const lock = config.databaseUrl ? undefined : await lockDataDirectory(config.dataDirectory);
  const handle = await openDatabase({ dataDirectory: config.dataDirectory, databaseUrl: config.databaseUrl }).catch(
    async (error: unknown) => {
      await lock?.release();
      throw error;
    },
  );
  return {
    listUsers: () => listUsers(handle.database),
    setPlan: (email, plan) => setPlan(handle.database, email, plan),
    confirmUser: (email) => confirmUser(handle.database, email),
    createResetLink: async (email) => {
      const siteUrl = config.publicUrl ?? `http://localhost:${config.port}`;
      const recovery = await createRecoveryLink(handle.database, { email, siteUrl });
      if (!recovery) throw new UserNotFoundError(`No user has the email ${email}.`);
      return recovery.link;
    },
    close: async () => {
      await handle.close();
      await lock?.release();
    },
  };
}

const AdminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  app_metadata: z.record(z.string(), z.unknown()),
  email_confirmed_at: z.string().optional(),
  last_sign_in_at: z.string().optional(),
  created_at: z.string(),
});
const AdminUserListSchema = z.object({ users: z.array(AdminUserSchema) });

function openThroughServer(url: string, jwtSecret: string): UserAdministration {
  const now = Math.floor(Date.now() / 1000);
  const token = signJwt({ iss: 'cover-letter-admin', role: 'service_role', iat: now, exp: now + 300 }, jwtSecret);
  async function call(path: string, init: RequestInit = {}): Promise<unknown> {
    const response = await fetch(`${url}/auth/v1/admin${path}`, {
      ...init,
      headers: { Authorization: `Bearer ${token}`, apikey: token, 'Content-Type': 'application/json' },
    });
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) throw new Error(`The server answered ${response.status}: ${JSON.stringify(body)}`);
    return body;
  }
  const toSummary = (user: z.infer<typeof AdminUserSchema>): UserSummary => ({
    id: user.id,
    email: user.email,
    plan: String(user.app_metadata.plan ?? 'free'),
    confirmed: user.email_confirmed_at !== undefined,
    createdAt: user.created_at,
    lastSignInAt: user.last_sign_in_at ?? null,
  });
  async function allUsers() {
    const users: Array<z.infer<typeof AdminUserSchema>> = [];
    for (let page = 1; ; page += 1) {
      const batch = AdminUserListSchema.parse(await call(`/users?page=${page}&per_page=1000`)).users;
      users.push(...batch);
      if (batch.length < 1000) return users;
    }
  }
  async function findByEmail(email: string) {
    const user = (await allUsers()).find((candidate) => candidate.email === normaliseEmail(email));
    if (!user) throw new UserNotFoundError(`No user has the email ${email}.`);
    return user;
  }
  return {
    listUsers: async () => (await allUsers()).map(toSummary),
    setPlan: async (email, plan) => {
      const user = await findByEmail(email);
      return toSummary(
        AdminUserSchema.parse(
          await call(`/users/${user.id}`, { method: 'PUT', body: JSON.stringify({ app_metadata: { plan } }) }),
        ),
      );
    },
    confirmUser: async (email) => {
      const user = await findByEmail(email);
      await call(`/users/${user.id}`, { method: 'PUT', body: JSON.stringify({ email_confirm: true }) });
    },
    createResetLink: async (email) => {
      const user = await findByEmail(email);
      const answer = z.object({ action_link: z.string() }).parse(
        await call('/generate_link', {
          method: 'POST',
          body: JSON.stringify({ type: 'recovery', email: user.email }),
        }),
      );
      return answer.action_link;
    },
    close: async () => undefined,
  };
}

function formatUsers(users: UserSummary[]): string {
  if (users.length === 0) return 'No users yet.';
  const rows = users.map((user) => [
    user.email,
    user.plan,
    user.confirmed ? 'yes' : 'no',
    user.createdAt,
    user.lastSignInAt ?? '-',
  ]);
  const header = ['EMAIL', 'PLAN', 'CONFIRMED', 'CREATED', 'LAST SIGN-IN'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  return [header, ...rows]
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

async function runAdminCommand(argumentsList: string[]): Promise<void> {
  const command = parseCommand(argumentsList);
  const config = loadConfig();
  let administration: UserAdministration;
  try {
    administration = await openDirectly(config);
  } catch (error) {
    if (!(error instanceof DataDirectoryLockedError)) throw error;
    const holder = await readDataDirectoryLock(config.dataDirectory);
    if (!holder?.url) throw error;
    const jwtSecret = await loadJwtSecret({ dataDirectory: config.dataDirectory, configuredSecret: config.jwtSecret });
    administration = openThroughServer(holder.url, jwtSecret);
  }
  try {
    if (command.name === 'list-users') console.log(formatUsers(await administration.listUsers()));
    if (command.name === 'set-plan') {
      const user = await administration.setPlan(command.email, command.plan);
      console.log(`${user.email} is now on the ${user.plan} plan.`);
    }
    if (command.name === 'reset-password') {
      const link = await administration.createResetLink(command.email);
      console.log(
        `Give this link to ${command.email}; it lets them choose a new password within the next hour:\n${link}`,
      );
    }
    if (command.name === 'confirm-user') {
      await administration.confirmUser(command.email);
      console.log(`${command.email} is confirmed and can log in.`);
    }
  } finally {
    await administration.close();
  }
}

try {
  await runAdminCommand(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError || error instanceof ConfigError || error instanceof UserNotFoundError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

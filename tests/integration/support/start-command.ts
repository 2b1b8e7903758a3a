import { spawn, type ChildProcess } from 'node:child_process';
import { ConfirmSignUpCommand, SignUpCommand, type CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface StartedCommand {
  child: ChildProcess;
  output(): string;
  /** Resolves with the stack's URL once it prints that it is ready; rejects when it exits first. */
  ready: Promise<string>;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  /** SIGTERM to the whole process group (the stack and the children it started), SIGKILL if it lingers. */
  stop(): Promise<void>;
}

/**
 * Runs what `npm start` runs after building the web apps (`tsx infra/local/start.ts`), as a user would: its own
 * process group, the given environment on top of ours minus every variable that picks ports or state; no demo
 * league unless the test asks for it (DEMO=1).
 */
export function runStartCommand(env: Record<string, string>): StartedCommand {
  const base = { ...process.env };
  for (const k of ['PORT', 'DYNAMODB_PORT', 'COGNITO_PORT', 'LOCAL_STATE_DIR', 'LOCAL_STACK_VERBOSE']) delete base[k];
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
    cwd: repoRoot, env: { ...base, DEMO: '0', ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (b: Buffer) => { out += b.toString(); });
  child.stderr!.on('data', (b: Buffer) => { out += b.toString(); });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = new Promise<string>((resolve, reject) => {
    const onData = () => {
      const url = /is ready in [\d.]+ s: (http:\/\/\S+)/.exec(out)?.[1];
      if (url) resolve(url);
    };
    child.stdout!.on('data', onData);
    void exited.then((code) => reject(new Error(`start.ts exited with ${code} before it was ready:\n${out}`)));
  });
  ready.catch(() => undefined);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) {
      try { process.kill(-child.pid!, 'SIGKILL'); } catch { /* all gone */ }
      return;
    }
    try { process.kill(-child.pid!, 'SIGTERM'); } catch { return; }
    const timer = setTimeout(() => { try { process.kill(-child.pid!, 'SIGKILL'); } catch { /* gone */ } }, 15_000);
    await exited;
    clearTimeout(timer);
    // Anything of that group still there (it should have stopped its children itself) goes too.
    try { process.kill(-child.pid!, 'SIGKILL'); } catch { /* all gone */ }
  };
  return { child, output: () => out, ready, exited, stop };
}

/**
 * Signs a person up on a started stack's user pool and confirms them with the code its outbox received, as they
 * would from the e-mail (waiting for it: the mail is written by the pool's trigger a moment after the sign-up).
 */
export async function signUpConfirmed(
  stack: { url: string; idp: CognitoIdentityProviderClient; clientId: string },
  person: { email: string; password: string; givenName: string; familyName: string },
): Promise<void> {
  await stack.idp.send(new SignUpCommand({
    ClientId: stack.clientId, Username: person.email, Password: person.password,
    UserAttributes: [{ Name: 'email', Value: person.email }, { Name: 'given_name', Value: person.givenName }, { Name: 'family_name', Value: person.familyName }],
  }));
  let code: string | undefined;
  while (!code) {
    const mails = (await (await fetch(`${stack.url}/__dev/outbox`)).json()) as { to: string; text: string }[];
    code = /code=(\d+)/.exec(mails.find((m) => m.to === person.email)?.text ?? '')?.[1];
    if (!code) await new Promise((r) => setTimeout(r, 50));
  }
  await stack.idp.send(new ConfirmSignUpCommand({ ClientId: stack.clientId, Username: person.email, ConfirmationCode: code }));
}

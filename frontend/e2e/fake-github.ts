// A stand-in for the parts of GitHub's API that the editor at /admin/
// (Sveltia CMS, github backend) uses, answering in the browser's place: the
// tests route every request to https://api.github.com to `answer`, so the
// editor runs as it does on the owner's phone, with the build's own
// Content-Security-Policy, and nothing leaves the machine.
//
// REST: `/user`, `/repos/:o/:r`, `/repos/:o/:r/collaborators/:login`,
// `/repos/:o/:r/git/trees/:sha?recursive=1`, `/repos/:o/:r/git/blobs/:sha`;
// GraphQL (`/graphql`): `repository { ref, object, defaultBranchRef }` with
// commit history, and the mutation `createCommitOnBranch`, which is how the
// editor saves. The repository is kept in memory with git's blob SHA-1s;
// every commit is recorded, its files as bytes.
import { createHash } from 'node:crypto';

import { Kind, parse, type SelectionSetNode, type ValueNode } from 'graphql';

const sha1 = (bytes: Buffer | string): string => createHash('sha1').update(bytes).digest('hex');
/** git's name of a file's contents. */
const blobSha = (bytes: Buffer): string => sha1(Buffer.concat([Buffer.from(`blob ${bytes.length}\0`), bytes]));

/** One save: its message and the files it added or changed, and deleted. */
export interface Commit {
  oid: string;
  message: string;
  additions: Map<string, Buffer>;
  deletions: string[];
}

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer | string;
}

interface HistoryEntry {
  oid: string;
  message: string;
  date: string;
  paths: Set<string>;
}

// biome-ignore lint/suspicious/noExplicitAny: a tiny GraphQL executor over plain objects and functions.
type Resolvable = any;

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'Authorization, Content-Type, Accept, Cache-Control, Pragma',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-expose-headers': 'Content-Type, Link, X-OAuth-Scopes',
};

export class FakeGitHub {
  /** The branch's files now, by path. */
  readonly files: Map<string, Buffer>;
  /** Every save, oldest first. */
  readonly commits: Commit[] = [];
  /** Every request, as `METHOD path`. */
  readonly calls: string[] = [];
  private readonly blobs = new Map<string, Buffer>();
  private readonly history: HistoryEntry[] = [];
  private head = '';

  constructor(
    readonly owner: string,
    readonly repo: string,
    files: Map<string, Buffer>,
    readonly token: string,
    readonly login = 'owner',
    readonly branch = 'main',
  ) {
    this.files = new Map(files);
    this.addCommit('Initial commit', [...this.files.keys()]);
  }

  private addCommit(message: string, paths: string[]): HistoryEntry {
    const oid = sha1(`${message}${this.history.length}${Date.now()}`);
    this.head = oid;
    const entry = { oid, message, date: new Date().toISOString(), paths: new Set(paths) };
    this.history.unshift(entry);
    for (const bytes of this.files.values()) this.blobs.set(blobSha(bytes), bytes);
    return entry;
  }

  /** The answer to one request to https://api.github.com. */
  answer(method: string, url: URL, authorization: string | undefined, body: Buffer | null): Answer {
    const json = (status: number, value: unknown): Answer => ({
      status,
      headers: { ...CORS, 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(value),
    });
    if (method === 'OPTIONS') return { status: 204, headers: CORS, body: '' };
    const path = url.pathname;
    this.calls.push(`${method} ${path}`);
    const [scheme, given] = (authorization ?? '').split(' ');
    if (!/^(token|bearer)$/i.test(scheme ?? '') || given !== this.token) {
      return json(401, { message: 'Bad credentials' });
    }
    if (path === '/graphql' && method === 'POST') {
      const request = JSON.parse((body ?? Buffer.from('{}')).toString('utf8')) as {
        query: string;
        variables?: Record<string, unknown>;
      };
      try {
        return json(200, { data: this.graphql(request.query, request.variables ?? {}) });
      } catch (e) {
        return json(200, { data: null, errors: [{ message: (e as Error).message }] });
      }
    }
    const own = `/repos/${this.owner}/${this.repo}`;
    if (path === '/user') {
      return json(200, { login: this.login, id: 1, name: 'Shop Owner', email: 'owner@example.com', avatar_url: '' });
    }
    if (path === own) {
      return json(200, {
        name: this.repo,
        full_name: `${this.owner}/${this.repo}`,
        default_branch: this.branch,
        private: true,
        permissions: { admin: true, push: true, pull: true },
        owner: { login: this.owner, type: 'User' },
      });
    }
    if (path === `${own}/collaborators/${this.login}`) return { status: 204, headers: CORS, body: '' };
    if (path.startsWith(`${own}/git/trees/`)) {
      const tree = [...this.files.entries()].map(([p, bytes]) => ({
        path: p,
        mode: '100644',
        type: 'blob',
        sha: blobSha(bytes),
        size: bytes.length,
      }));
      const dirs = new Set<string>();
      for (const { path: p } of tree) {
        const parts = p.split('/');
        for (let i = 1; i < parts.length; i++) dirs.add(parts.slice(0, i).join('/'));
      }
      const folders = [...dirs].map((d) => ({ path: d, mode: '040000', type: 'tree', sha: sha1(d) }));
      return json(200, { sha: this.head, truncated: false, tree: [...folders, ...tree] });
    }
    const blob = path.match(/\/git\/blobs\/([0-9a-f]{40})$/);
    if (path.startsWith(own) && blob) {
      const bytes = this.blobs.get(blob[1]!);
      if (!bytes) return json(404, { message: 'Not Found' });
      return { status: 200, headers: { ...CORS, 'content-type': 'application/octet-stream' }, body: bytes };
    }
    return json(404, { message: `Not Found (not in the fake GitHub: ${method} ${path})` });
  }

  private history_for(path: string | undefined, first: number): Resolvable[] {
    const author = {
      name: 'Shop Owner',
      email: 'owner@example.com',
      avatarUrl: '',
      user: { id: 1, login: this.login },
    };
    return this.history
      .filter((c) => !path || c.paths.has(path))
      .slice(0, first)
      .map((c) => ({ oid: c.oid, message: c.message, committedDate: c.date, author }));
  }

  private commitObject(): Resolvable {
    return {
      __typename: 'Commit',
      oid: this.head,
      history: ({ first = 1, path }: { first?: number; path?: string }) => ({ nodes: this.history_for(path, first) }),
    };
  }

  private repository(): Resolvable {
    return {
      defaultBranchRef: { name: this.branch },
      ref: ({ qualifiedName }: { qualifiedName: string }) =>
        qualifiedName === this.branch || qualifiedName === `refs/heads/${this.branch}`
          ? { name: this.branch, target: this.commitObject() }
          : null,
      object: ({ oid, expression }: { oid?: string; expression?: string }) => {
        const bytes = oid ? this.blobs.get(oid) : this.files.get(String(expression).split(':').pop() ?? '');
        return bytes ? { __typename: 'Blob', text: bytes.toString('utf8'), byteSize: bytes.length } : null;
      },
    };
  }

  private createCommitOnBranch({ input }: { input: Resolvable }): Resolvable {
    if (input.branch.branchName !== this.branch) throw new Error(`branch ${input.branch.branchName} not found`);
    if (input.expectedHeadOid && input.expectedHeadOid !== this.head) {
      throw new Error(`Expected branch to point to "${input.expectedHeadOid}" but it did not.`);
    }
    const additions = new Map<string, Buffer>();
    for (const a of input.fileChanges?.additions ?? []) additions.set(a.path, Buffer.from(a.contents, 'base64'));
    const deletions: string[] = (input.fileChanges?.deletions ?? []).map((d: { path: string }) => d.path);
    for (const d of deletions) this.files.delete(d);
    for (const [p, bytes] of additions) this.files.set(p, bytes);
    const entry = this.addCommit(input.message?.headline ?? '', [...additions.keys(), ...deletions]);
    this.commits.push({ oid: entry.oid, message: entry.message, additions, deletions });
    return {
      commit: {
        ...this.commitObject(),
        oid: entry.oid,
        committedDate: entry.date,
        file: ({ path }: { path: string }) => {
          const bytes = this.files.get(path);
          return bytes ? { oid: blobSha(bytes) } : null;
        },
      },
    };
  }

  private graphql(query: string, variables: Record<string, unknown>): Resolvable {
    const document = parse(query);
    const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
    if (!operation || operation.kind !== Kind.OPERATION_DEFINITION) throw new Error('no operation');
    // The call's record names what it asked: `POST /graphql mutation createCommitOnBranch`.
    this.calls[this.calls.length - 1] += ` ${operation.operation} ${fieldsOf(operation.selectionSet)}`;
    const root: Resolvable =
      operation.operation === 'mutation'
        ? { createCommitOnBranch: (args: Resolvable) => this.createCommitOnBranch(args) }
        : {
            repository: ({ owner, name }: { owner: string; name: string }) =>
              owner === this.owner && name === this.repo ? this.repository() : null,
            viewer: { login: this.login },
          };
    return resolve(root, operation.selectionSet, variables);
  }
}

/** The fields a selection asks for, with those they ask for in turn: `repository(ref object)`. */
function fieldsOf(selectionSet: SelectionSetNode | undefined): string {
  return (selectionSet?.selections ?? [])
    .map((s) => {
      if (s.kind !== Kind.FIELD) return '…';
      const inner = s.selectionSet
        ? `(${s.selectionSet.selections.map((i) => (i.kind === Kind.FIELD ? (i.alias ?? i.name).value : '…')).join(' ')})`
        : '';
      return `${s.name.value}${inner}`;
    })
    .join(' ');
}

function argument(node: ValueNode, variables: Record<string, unknown>): unknown {
  switch (node.kind) {
    case Kind.VARIABLE:
      return variables[node.name.value];
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.STRING:
    case Kind.ENUM:
      return node.value;
    case Kind.BOOLEAN:
      return node.value;
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return node.values.map((v) => argument(v, variables));
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((f) => [f.name.value, argument(f.value, variables)]));
  }
}

function resolve(value: Resolvable, selectionSet: SelectionSetNode | undefined, variables: Record<string, unknown>) {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.map((v): Resolvable => resolve(v, selectionSet, variables));
  if (!selectionSet) return value;
  const out: Record<string, unknown> = {};
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition?.name.value;
      if (!type || !value.__typename || value.__typename === type) {
        Object.assign(out, resolve(value, selection.selectionSet, variables));
      }
      continue;
    }
    if (selection.kind !== Kind.FIELD) continue;
    const args = Object.fromEntries(
      (selection.arguments ?? []).map((a) => [a.name.value, argument(a.value, variables)]),
    );
    let field = value[selection.name.value];
    if (typeof field === 'function') field = field(args);
    out[selection.alias?.value ?? selection.name.value] = resolve(field ?? null, selection.selectionSet, variables);
  }
  return out;
}

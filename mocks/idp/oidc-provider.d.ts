/**
 * The part of oidc-provider 9 used by the development IdP. The package ships
 * no types and @types/oidc-provider is not a dependency, so this declares
 * only what mocks/idp touches.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  type Awaitable<T> = T | Promise<T>
  type Claims = Record<string, unknown>

  export type AdapterFactory = (model: string) => object

  export interface Client {
    readonly clientId: string
    readonly redirectUris: string[]
    readonly postLogoutRedirectUris: string[]
    grantTypeAllowed(type: string): boolean
    redirectUriAllowed(uri: string): boolean
    postLogoutRedirectUriAllowed(uri: string): boolean
    includeSid(): boolean
  }

  export interface Session {
    readonly uid: string
    accountId?: string
    /** Per client: the `sid` of its tokens and its grant. */
    authorizations?: Record<string, { sid?: string; grantId?: string }>
    /** Set once the session has ended (logout). */
    readonly destroyed?: boolean
    grantIdFor(clientId: string): string | undefined
  }

  export interface Grant {
    readonly jti: string
    accountId?: string
    clientId?: string
    addOIDCScope(scope: string): void
    addResourceScope(resource: string, scope: string): void
    save(): Promise<string>
  }

  export interface ResourceServer {
    scopes: Set<string>
    identifier(): string
  }

  export interface ResourceServerInfo {
    scope: string
    audience?: string
    accessTokenTTL?: number
    accessTokenFormat?: 'opaque' | 'jwt'
    jwt?: { sign?: { alg: string } }
  }

  /** Access and refresh tokens (the fields used here). */
  export interface Token {
    readonly kind: string
    readonly expiration: number
    accountId?: string
    clientId?: string
    sid?: string
    scope?: string
    iat?: number
    exp?: number
    resourceServer?: { accessTokenTTL?: number }
    generateTokenId(): string
  }

  export interface Account {
    accountId: string
    claims(
      use: string,
      scope: string,
      claims: Record<string, unknown>,
      rejected: string[],
    ): Awaitable<Claims & { sub: string }>
  }

  export interface InteractionResults {
    login?: { accountId: string; remember?: boolean }
    consent?: { grantId?: string }
    [key: string]: unknown
  }

  export interface Interaction {
    readonly uid: string
    prompt: { name: string; reasons: string[] }
    params: Record<string, unknown>
  }

  export interface OIDCContext {
    readonly provider: Provider
    readonly route: string
    readonly client?: Client
    readonly session: Session
    readonly account?: Account
    readonly result?: InteractionResults
    readonly requestParamOIDCScopes: Set<string>
    readonly requestParamScopes: Set<string>
    readonly resourceServers: Record<string, ResourceServer>
  }

  export interface KoaContextWithOIDC {
    readonly req: IncomingMessage
    readonly res: ServerResponse
    oidc: OIDCContext
    body: unknown
    type: string
    status: number
  }

  type Ctx = KoaContextWithOIDC
  type ClientMetadata = Record<string, unknown> & { client_id: string }

  export interface Configuration {
    adapter?: AdapterFactory
    clients?: ClientMetadata[]
    jwks?: { keys: object[] }
    cookies?: {
      keys?: string[]
      names?: { session?: string; interaction?: string; resume?: string }
      long?: { path?: string; sameSite?: string; httpOnly?: boolean }
      short?: { path?: string; sameSite?: string; httpOnly?: boolean }
    }
    claims?: Record<string, string[] | null>
    scopes?: string[]
    conformIdTokenClaims?: boolean
    clientBasedCORS?: (ctx: Ctx, origin: string, client: Client) => boolean
    findAccount?: (ctx: Ctx, sub: string) => Awaitable<Account | undefined>
    loadExistingGrant?: (ctx: Ctx) => Promise<Grant | undefined>
    issueRefreshToken?: (
      ctx: Ctx,
      client: Client,
      source: Token,
    ) => Awaitable<boolean>
    rotateRefreshToken?: boolean
    extraTokenClaims?: (ctx: Ctx, token: Token) => Awaitable<Claims | undefined>
    interactions?: { url?: (ctx: Ctx, interaction: Interaction) => string }
    discovery?: Record<string, unknown>
    features?: {
      devInteractions?: { enabled: boolean }
      userinfo?: { enabled: boolean }
      rpInitiatedLogout?: {
        enabled: boolean
        logoutSource?: (ctx: Ctx, form: string) => Awaitable<void>
        postLogoutSuccessSource?: (ctx: Ctx) => Awaitable<void>
      }
      resourceIndicators?: {
        enabled: boolean
        defaultResource?: (
          ctx: Ctx,
          client: Client,
          oneOf?: string[],
        ) => Awaitable<string | string[] | undefined>
        useGrantedResource?: (ctx: Ctx, model: Token) => Awaitable<boolean>
        getResourceServerInfo?: (
          ctx: Ctx,
          resourceIndicator: string,
          client: Client,
        ) => Awaitable<ResourceServerInfo>
      }
    }
    renderError?: (
      ctx: Ctx,
      out: Record<string, string>,
      error: Error,
    ) => Awaitable<void>
    routes?: Record<string, string>
    ttl?: Record<string, number | ((ctx: Ctx, token: Token) => number)>
  }

  export class Provider {
    constructor(issuer: string, configuration?: Configuration)
    readonly issuer: string
    proxy: boolean
    readonly Client: { prototype: Client }
    readonly RefreshToken: { prototype: Token }
    readonly Grant: {
      new (init: { accountId: string; clientId: string }): Grant
      find(id: string): Promise<Grant | undefined>
    }
    readonly Session: {
      get(ctx: { req: IncomingMessage; res: ServerResponse }): Promise<Session>
    }
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>
    interactionDetails(
      req: IncomingMessage,
      res: ServerResponse,
    ): Promise<Interaction>
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>
    on(
      event: 'server_error' | 'authorization.error',
      listener: (ctx: KoaContextWithOIDC, error: Error) => void,
    ): this
    on(
      event: 'authorization.success' | 'end_session.success',
      listener: (ctx: KoaContextWithOIDC) => void,
    ): this
  }

  export default Provider

  export const errors: {
    InvalidTarget: new (description?: string) => Error
  }
}

declare module 'oidc-provider/lib/adapters/memory_adapter.js' {
  import type { AdapterFactory } from 'oidc-provider'

  export function createMemoryAdapter(clockTolerance?: number): AdapterFactory
}

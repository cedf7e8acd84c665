/** The API stand-in inside Vitest: same handlers, tokens from test-tokens.ts. */
import { setupServer } from 'msw/node'

import { setTokenVerifier } from '../api/auth'
import { handlers } from '../api/handlers/index'

import { patchFetchForJsdomFormData } from './jsdom-form-data'
import { verifyTestToken } from './test-tokens'

setTokenVerifier(verifyTestToken)

export const server = setupServer(...handlers)

// The FormData fix must wrap MSW's fetch, which exists only after listen();
// server.close() restores the original fetch and drops both.
const listen = server.listen.bind(server)
server.listen = (...args) => {
  listen(...args)
  patchFetchForJsdomFormData()
}

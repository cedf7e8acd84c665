/**
 * `Promise.withResolvers`, which Safari and iOS have from 17.4 only:
 * keycloak-js calls it when it refreshes the token, so without it the
 * session ends on iOS 16 to 17.3.
 *
 * Written by hand because it is the only polyfill the supported browsers
 * need: core-js's module for it brings its shared internals (about 4 KiB
 * gzip) into a chunk every visit downloads. The build (vite.config.ts) puts
 * this module into the polyfill chunk that index.html loads before the
 * app; `npm run check:browsers` checks that the chunk provides every
 * built-in the app uses that a supported browser lacks, and nothing more.
 */
interface PromiseResolvers<T> {
  promise: Promise<T>
  resolve: (value: T | PromiseLike<T>) => void
  reject: (reason?: unknown) => void
}

if (!('withResolvers' in Promise)) {
  // As the specification has it: a method of the constructor it is called
  // on, not enumerable, like the other built-ins.
  Object.defineProperty(Promise, 'withResolvers', {
    configurable: true,
    writable: true,
    value: function withResolvers<T>(
      this: PromiseConstructor,
    ): PromiseResolvers<T> {
      let resolve!: PromiseResolvers<T>['resolve']
      let reject!: PromiseResolvers<T>['reject']
      const promise = new this<T>((res, rej) => {
        resolve = res
        reject = rej
      })
      return { promise, resolve, reject }
    },
  })
}

export {}

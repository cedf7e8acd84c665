/** Lets the browser handle input, paint and send requests before going on, in a new task. */
export const yieldToBrowser = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })

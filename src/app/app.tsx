import { useEffect, useState } from 'react'
import { RouterProvider } from 'react-router-dom'

import { watchSession } from '@/lib/auth'

import { Providers } from './providers'
import { createQueryClient } from './query-client'
import { createAppRouter } from './router'

export function App() {
  const [queryClient] = useState(createQueryClient)
  const [router] = useState(() => createAppRouter(queryClient))

  useEffect(() => watchSession(), [])

  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  )
}

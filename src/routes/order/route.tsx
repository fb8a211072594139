import { Outlet, createFileRoute } from '@tanstack/react-router'
import { requireViewer } from '../../lib/guards'

// The cart and checkout are for signed-in buyers only (SPEC 2 "Rules for access").
export const Route = createFileRoute('/order')({
  beforeLoad: () => requireViewer(),
  component: Outlet,
})

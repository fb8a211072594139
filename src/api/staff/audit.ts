// The audit log of the back office (server/modules/staff/audit).
import type { AuditDetail, AuditQuery, AuditRow } from '../../../contract/staff/audit'
import type { TablePage } from '../../../contract/staff/table'
import type { CallControl } from '../call-control'
import { api } from '../instance'

export const getAuditLog = (query: Partial<Record<keyof AuditQuery, string>>, options?: CallControl) =>
  api().get<TablePage<AuditRow>>('staff/audit/', { ...options, query })

export const getAuditEntry = (id: number, options?: CallControl) =>
  api().get<AuditDetail>(`staff/audit/${id}/`, options)

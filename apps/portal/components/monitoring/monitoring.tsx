import type { Region } from '@portal/domain/region'
import { monitoringSettings } from '@/lib/monitoring/monitoring-settings'
import { MonitoringInit } from './monitoring-init'

/** Real-user monitoring in production only; elsewhere nothing is rendered and nothing loads. */
export function Monitoring({ region }: { region: Region }) {
  const settings = monitoringSettings(region)
  return settings ? <MonitoringInit settings={settings} /> : null
}

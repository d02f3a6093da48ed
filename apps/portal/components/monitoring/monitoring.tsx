import { monitoringSettings } from '@/lib/monitoring/monitoring-settings'
import { getRegion } from '@/lib/routing/get-region'
import { MonitoringInit } from './monitoring-init'

/** Real-user monitoring in production only; elsewhere nothing is rendered and nothing loads. */
export async function Monitoring() {
  const settings = monitoringSettings(await getRegion())
  return settings ? <MonitoringInit settings={settings} /> : null
}

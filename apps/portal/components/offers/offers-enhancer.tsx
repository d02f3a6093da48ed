'use client'

import { useRouter } from 'next/navigation'
import {
  type ChangeEvent,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useRef,
  useTransition,
} from 'react'
import { useRenderDuration } from '@/components/tracking/tracking-provider'
import {
  type OnOffersTrack,
  type RowIds,
  readTrackAttribute,
  type TrackedFilter,
} from '@/lib/offers/offers-event'
import { type LocalNavigation, LocalNavigationContext } from '@/lib/offers/offers-navigation'

const trackedFilters: readonly string[] = [
  'term',
  'country',
  'rating',
  'amount',
] satisfies TrackedFilter[]

/**
 * The ids of the offer an element belongs to (its events name only their type): written on the
 * offer's summary row, which the row of its labels and detail toggles follows.
 */
function rowIdsOf(element: HTMLElement): RowIds {
  const tr = element.closest('tr')
  const row = tr?.dataset.offerId ? tr : tr?.previousElementSibling
  if (!(row instanceof HTMLElement)) return {}
  return { offerId: row.dataset.offerId, bankId: row.dataset.bankId }
}

interface OffersEnhancerProps {
  children: ReactNode
  /** The GET form of the filters; its submissions become client navigations. */
  formId: string
  onTrack?: OnOffersTrack
}

/**
 * Progressive enhancement of the server-rendered offers screen: links and the filter form
 * navigate without a full reload — answered in the browser when the results can (see
 * OffersResults), else by the router in a transition — filter changes apply at once, and
 * elements with `data-track` report typed events to `onTrack` and as an `offers:track` DOM event.
 */
export function OffersEnhancer({ children, formId, onTrack }: OffersEnhancerProps) {
  const router = useRouter()
  const [pending, startTransition] = useTransition()

  function emit(event: ReturnType<typeof readTrackAttribute>) {
    if (!event) return
    onTrack?.(event)
    window.dispatchEvent(new CustomEvent('offers:track', { detail: event }))
  }
  const local = useRef<LocalNavigation | null>(null)
  function navigate(href: string) {
    if (local.current?.(new URL(href, window.location.href))) return
    startTransition(() => router.push(href, { scroll: false }))
  }

  function onClick(event: MouseEvent<HTMLElement>) {
    const target = event.target as HTMLElement
    const tracked = target.closest<HTMLElement>('a[data-track]')
    if (tracked) emit(readTrackAttribute(tracked.dataset.track, undefined, rowIdsOf(tracked)))
    const link = target.closest('a')
    if (!link || event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || link.target) return
    const url = new URL(link.href, window.location.href)
    if (url.origin !== window.location.origin) return
    event.preventDefault()
    navigate(`${url.pathname}${url.search}`)
  }

  function submit(form: HTMLFormElement) {
    const params = new URLSearchParams()
    for (const [name, value] of new FormData(form)) {
      if (typeof value === 'string' && value !== '') params.append(name, value)
    }
    const search = params.toString()
    navigate(`${new URL(form.action).pathname}${search ? `?${search}` : ''}`)
  }

  function onSubmit(event: FormEvent<HTMLElement>) {
    const form = event.target as HTMLFormElement
    if (form.id !== formId) return
    event.preventDefault()
    submit(form)
  }

  function onChange(event: ChangeEvent<HTMLElement>) {
    const control = event.target as HTMLInputElement | HTMLSelectElement
    if (control.form?.id !== formId) return
    submit(control.form)
    if (trackedFilters.includes(control.name)) {
      emit({ type: 'filter_change', filter: control.name as TrackedFilter, value: control.value })
    }
  }

  // The deposit service's render duration (spec §5): from the navigation's start to the table
  // being interactive, once per page load. A task later: the tracking provider above sets its
  // tracker in its own effect, which runs after this one.
  const trackRenderDuration = useRenderDuration()
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const durationMs = Math.round(performance.now())
      const start = Math.round(performance.timeOrigin)
      trackRenderDuration({
        service: 'dbs',
        start,
        end: start + durationMs,
        durationMs,
        component: 'OffersTable',
      })
    }, 0)
    return () => window.clearTimeout(timer)
  }, [trackRenderDuration])

  // `toggle` does not bubble: listen in the capture phase on the root.
  const root = useRef<HTMLDivElement>(null)
  const emitRef = useRef(emit)
  emitRef.current = emit
  useEffect(() => {
    const element = root.current
    function onToggle(event: Event) {
      const details = event.target as HTMLDetailsElement
      const value = details.dataset.track
      if (value) emitRef.current(readTrackAttribute(value, details.open, rowIdsOf(details)))
    }
    element?.addEventListener('toggle', onToggle, true)
    return () => element?.removeEventListener('toggle', onToggle, true)
  }, [])

  return (
    <LocalNavigationContext value={local}>
      {/* biome-ignore lint/a11y: delegates clicks of the links (keyboard-activated) and the form inside */}
      <div
        onClick={onClick}
        onSubmit={onSubmit}
        onChange={onChange}
        ref={root}
        aria-busy={pending}
        data-pending={pending || undefined}
        className="transition-opacity data-[pending]:opacity-60"
      >
        {children}
      </div>
    </LocalNavigationContext>
  )
}

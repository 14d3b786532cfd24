// The phone channels' Prometheus metrics, on prom-client's default registry (GET /metrics).
import { Counter, Gauge } from 'prom-client'
import { once } from '~/lib/limits/metrics.server'

export const smsSendOutcomes = once(
  'tujue_sms_send_outcomes_total',
  () =>
    new Counter({
      name: 'tujue_sms_send_outcomes_total',
      help: 'Outgoing SMS tries, by outcome (sent, retry, failed, gateway_down, expired, opted_out)',
      labelNames: ['outcome'] as const,
    }),
)

export const smsSegmentsSent = once(
  'tujue_sms_segments_sent_total',
  () => new Counter({ name: 'tujue_sms_segments_sent_total', help: 'SMS segments the gateway took from us' }),
)

export const smsBudgetRemaining = once(
  'tujue_sms_budget_remaining',
  () =>
    new Gauge({
      name: 'tujue_sms_budget_remaining',
      help: "SMS segments left in today's budget (SMS_DAILY_BUDGET, Africa/Nairobi day), as this instance last saw it",
    }),
)

export const smsBudgetSpent = once(
  'tujue_sms_budget_spent_total',
  () =>
    new Counter({
      name: 'tujue_sms_budget_spent_total',
      help: "Days on which this instance found the day's SMS budget spent, with messages left waiting",
    }),
)

export const whatsAppWebhookEvents = once(
  'tujue_whatsapp_webhook_events_total',
  () =>
    new Counter({
      name: 'tujue_whatsapp_webhook_events_total',
      help: "Meta's webhook posts and their events, by outcome (queued, duplicate, status, bad_signature, bad_body, ignored)",
      labelNames: ['outcome'] as const,
    }),
)

export const whatsAppSendOutcomes = once(
  'tujue_whatsapp_send_outcomes_total',
  () =>
    new Counter({
      name: 'tujue_whatsapp_send_outcomes_total',
      help: 'Outgoing WhatsApp tries, by outcome (sent, retry, settings, window_closed, failed, expired, opted_out)',
      labelNames: ['outcome'] as const,
    }),
)

import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { idParams } from '../params.js';
import {
  belumDibacaSchema,
  notifikasiPageSchema,
  notifikasiPreferensiSchema,
  notifikasiQuerySchema,
  pushBerhentiSchema,
  pushLanggananSchema,
  vapidSchema,
} from '../schemas/notifikasi.js';

const tag = 'notifikasi';
// Every call acts on the caller's own notifications, subscriptions and switches only.
const access = 'lookup';

/** The caller's inbox (the bell), their switches per kind and their browsers' push subscriptions. */
export const NOTIFIKASI = {
  list: endpoint({
    method: 'GET',
    path: '/notifikasi',
    summary: "The caller's notifications, newest first, a page at a time",
    tag,
    access,
    query: notifikasiQuerySchema,
    response: notifikasiPageSchema,
  }),
  belumDibaca: endpoint({ method: 'GET', path: '/notifikasi/belum-dibaca', summary: 'How many are unread', tag, access, response: belumDibacaSchema }),
  dibaca: endpoint({
    method: 'PUT',
    path: '/notifikasi/:id/dibaca',
    summary: 'Marks one of the caller’s notifications read',
    tag,
    access,
    params: idParams,
    response: z.null(),
  }),
  dibacaSemua: endpoint({ method: 'PUT', path: '/notifikasi/dibaca', summary: 'Marks all the caller’s notifications read', tag, access, response: z.null() }),
  preferensi: endpoint({
    method: 'GET',
    path: '/notifikasi/preferensi',
    summary: 'Which kinds the caller receives',
    tag,
    access,
    response: notifikasiPreferensiSchema,
  }),
  simpanPreferensi: endpoint({
    method: 'PUT',
    path: '/notifikasi/preferensi',
    summary: 'Switches kinds on or off for the caller',
    tag,
    access,
    body: notifikasiPreferensiSchema,
    response: notifikasiPreferensiSchema,
  }),
  vapid: endpoint({ method: 'GET', path: '/notifikasi/push/kunci', summary: 'The VAPID public key to subscribe with', tag, access, response: vapidSchema }),
  langganan: endpoint({
    method: 'POST',
    path: '/notifikasi/push/langganan',
    summary: 'Registers this browser’s push subscription for the caller',
    tag,
    access,
    body: pushLanggananSchema,
    response: z.null(),
  }),
  berhenti: endpoint({
    method: 'DELETE',
    path: '/notifikasi/push/langganan',
    summary: 'Removes one of the caller’s push subscriptions',
    tag,
    access,
    body: pushBerhentiSchema,
    response: z.null(),
  }),
} as const;

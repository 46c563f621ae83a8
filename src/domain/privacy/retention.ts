// How long each kind of personal data is kept. The housekeeping job (server/services/privacy) erases by
// these numbers and the privacy policy states them, both from here, so the two cannot drift apart.

/** The vehicle owner's name and RUT are erased from stored reports this many months after the report. */
export const OWNER_DATA_MONTHS = 12;
/** A shared link works this many days after the report, or after the author last extended it. */
export const SHARE_LINK_DAYS = 30;
/** Finished report requests (plate, account, outcome) are kept this long for support, then deleted. */
export const REPORT_REQUEST_DAYS = 90;
/** Contact messages (name, e-mail, phone) are deleted this many months after they arrive. */
export const CONTACT_MESSAGE_MONTHS = 12;
/** Rights requests are kept this many months after they are closed, as proof of the answer given. */
export const RIGHTS_REQUEST_MONTHS = 24;
/** Our own rate-limit counters (which hold a client's address) last a day and an hour at the most. */
export const RATE_LIMIT_HOURS = 25;
/** A password-reset link opens the account this long. */
export const RESET_LINK_HOURS = 1;
/** An e-mail confirmation link works this long. */
export const CONFIRMATION_LINK_HOURS = 24;
/**
 * What a data source answered for a plate (which may name its owner) is reused for other reports this
 * long, then deleted.
 */
export const SOURCE_ANSWER_MINUTES = 15;
/** Application logs (addresses, paths without codes or tokens): the deployment keeps them this long. */
export const LOG_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** `months` calendar months before `now` (the same day of the month, or the month's last day). */
export function monthsBefore(now: Date, months: number): Date {
  const d = new Date(now);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

export const daysBefore = (now: Date, days: number): Date => new Date(now.getTime() - days * DAY_MS);
export const daysAfter = (from: Date, days: number): Date => new Date(from.getTime() + days * DAY_MS);

/** What the policy states, period by period, in the words a person reads. */
export const RETENTION_PERIODS: readonly { data: string; period: string }[] = [
  {
    data: "Nombre y RUT del propietario en los informes",
    period: `${OWNER_DATA_MONTHS} meses desde el informe; después se borran y el resto del informe queda en tu historial`,
  },
  {
    data: "Respuestas de las fuentes de datos a una consulta (pueden incluir al dueño del vehículo)",
    period: `${SOURCE_ANSWER_MINUTES} minutos, para no consultar dos veces lo mismo; después se borran`,
  },
  {
    data: "Enlace compartido de un informe",
    period: `${SHARE_LINK_DAYS} días desde el informe o desde la última extensión; su autor puede retirarlo antes`,
  },
  {
    data: "Datos de tu cuenta, informes y compras",
    period: "Mientras tengas tu cuenta; al eliminarla se borran",
  },
  {
    data: "Registros contables de tus pagos (monto, fecha, concepto)",
    period: "Los años que exige la ley tributaria, sin tus datos personales",
  },
  { data: "Solicitudes de informes en cola", period: `${REPORT_REQUEST_DAYS} días` },
  { data: "Mensajes de contacto", period: `${CONTACT_MESSAGE_MONTHS} meses` },
  {
    data: "Solicitudes de derechos sobre datos personales",
    period: `${RIGHTS_REQUEST_MONTHS} meses desde su cierre`,
  },
  {
    data: "Enlaces de confirmación de correo y de cambio de contraseña",
    period: `${CONFIRMATION_LINK_HOURS} horas y ${RESET_LINK_HOURS} hora; se borran al vencer`,
  },
  { data: "Contadores de uso por dirección IP", period: `${RATE_LIMIT_HOURS} horas` },
  { data: "Registros técnicos del servidor", period: `${LOG_DAYS} días` },
];

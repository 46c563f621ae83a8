/** A member's opinion on the home page marquee (spec section 3, Testimonial). */
export type TTestimonial = {
  id: number;
  /** Whole stars, 1 to 5. */
  rating: 1 | 2 | 3 | 4 | 5;
  text: string;
  author: string;
  role: string;
};

export const testimonials: readonly TTestimonial[] = [
  {
    id: 1,
    rating: 5,
    text: "Estaba a punto de comprar un auto usado y el informe me mostró multas impagas y el SOAP vencido. Me ahorré un problema grande.",
    author: "Camila Rojas",
    role: "Compró su primer auto en Maipú",
  },
  {
    id: 2,
    rating: 5,
    text: "Lo uso antes de recibir cualquier vehículo en parte de pago. En dos minutos sé si hay deudas de TAG o algo raro con el dueño.",
    author: "Rodrigo Fuentes",
    role: "Automotora en Concepción",
  },
  {
    id: 3,
    rating: 4,
    text: "Muy claro el puntaje de confianza. Me gustaría que mostrara más historial, pero para decidir ya es más que suficiente.",
    author: "Francisca Muñoz",
    role: "Ingeniera, Ñuñoa",
  },
  {
    id: 4,
    rating: 5,
    text: "Le compartí el enlace del informe al vendedor y aclaramos todo altiro. Negociamos el precio con datos en la mano.",
    author: "Matías González",
    role: "Comprador de camioneta, Temuco",
  },
  {
    id: 5,
    rating: 5,
    text: "Contraté el servicio de seguridad personal para un viaje de trabajo y la atención fue seria y puntual de principio a fin.",
    author: "Javiera Soto",
    role: "Gerenta comercial, Las Condes",
  },
  {
    id: 6,
    rating: 4,
    text: "Fácil de usar desde el celular. Revisé tres autos en una tarde con las consultas gratuitas.",
    author: "Felipe Contreras",
    role: "Estudiante, Valparaíso",
  },
  {
    id: 7,
    rating: 5,
    text: "La revisión técnica que me dijeron que estaba al día en realidad había vencido. El informe lo dejó clarísimo.",
    author: "Constanza Díaz",
    role: "Profesora, La Serena",
  },
  {
    id: 8,
    rating: 5,
    text: "Para nuestra flota es clave saber el estado de cada vehículo antes de incorporarlo. Ahora es parte de nuestro proceso.",
    author: "Andrés Silva",
    role: "Jefe de flota, Antofagasta",
  },
  {
    id: 9,
    rating: 4,
    text: "Buena herramienta y precio justo. Las explicaciones de cada sección ayudan a entender qué revisar con el vendedor.",
    author: "Daniela Morales",
    role: "Contadora, Rancagua",
  },
  {
    id: 10,
    rating: 5,
    text: "Mi papá iba a comprar un auto por internet y con el informe descubrimos que el vendedor no era el dueño registrado. Gracias de verdad.",
    author: "Ignacio Herrera",
    role: "Diseñador, Puerto Montt",
  },
  {
    id: 11,
    rating: 5,
    text: "Transparentes en todo: te dicen de dónde sale cada dato y qué no pudieron verificar. Eso da confianza.",
    author: "Valentina Castro",
    role: "Abogada, Providencia",
  },
  {
    id: 12,
    rating: 4,
    text: "Rápido y sin letra chica. El soporte me respondió el mismo día cuando tuve una duda con mi pago.",
    author: "Sebastián Reyes",
    role: "Conductor de aplicación, Santiago",
  },
  {
    id: 13,
    rating: 5,
    text: "Recomiendo revisar cualquier auto antes de transferirlo. Es lo primero que hago ahora cuando un cliente me pide asesoría.",
    author: "Carolina Vargas",
    role: "Corredora de vehículos, Viña del Mar",
  },
];

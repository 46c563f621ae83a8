import { useState } from "react";
import { type TTestimonial, testimonials } from "../testimonials";

function Stars({ rating }: { rating: TTestimonial["rating"] }) {
  return (
    <div role="img" aria-label={`${rating} de 5 estrellas`} className="flex gap-0.5">
      {[1, 2, 3, 4, 5].map((star) => (
        <svg
          key={star}
          viewBox="0 0 20 20"
          className={`size-5 ${star <= rating ? "text-amber-500" : "text-slate-300"}`}
          fill="currentColor"
          aria-hidden="true"
        >
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z" />
        </svg>
      ))}
    </div>
  );
}

function TestimonialList({ copy }: { copy: boolean }) {
  return (
    <ul
      // The second copy only closes the loop visually: hidden from assistive technology, and gone when
      // the list stands still.
      aria-hidden={copy || undefined}
      className={`flex shrink-0 gap-6 pr-6 ${copy ? "motion-reduce:hidden" : ""}`}
    >
      {testimonials.map((testimonial) => (
        <li key={testimonial.id} className="w-72 shrink-0 sm:w-80">
          <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <Stars rating={testimonial.rating} />
            <blockquote className="mt-3 flex-1 text-slate-800">
              <p>“{testimonial.text}”</p>
            </blockquote>
            <figcaption className="mt-4">
              <span className="block font-semibold text-slate-900">{testimonial.author}</span>
              <span className="block text-sm text-slate-600">{testimonial.role}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

/**
 * The 13 testimonials drifting by in an 80-second loop. Moving text must be stoppable (WCAG 2.2.2): it
 * stops on hover, while anything inside has focus and with the pause button; with reduced motion it
 * stands still and scrolls by hand instead.
 */
export function TestimonialsMarquee() {
  const [paused, setPaused] = useState(false);
  return (
    <div>
      <section
        aria-label="Testimonios de miembros"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so keyboard users can stop the motion and, with reduced motion, scroll the list.
        tabIndex={0}
        className="group overflow-hidden py-2 motion-reduce:overflow-x-auto"
      >
        <div
          className={`flex w-max animate-marquee group-focus-within:[animation-play-state:paused] group-hover:[animation-play-state:paused] motion-reduce:animate-none ${
            paused ? "[animation-play-state:paused]" : ""
          }`}
        >
          <TestimonialList copy={false} />
          <TestimonialList copy />
        </div>
      </section>
      <div className="mt-4 flex justify-center motion-reduce:hidden">
        <button
          type="button"
          aria-pressed={paused}
          className="min-h-11 rounded-lg px-3 text-sm font-semibold text-brand hover:bg-brand-light"
          onClick={() => setPaused((p) => !p)}
        >
          Pausar testimonios
        </button>
      </div>
    </div>
  );
}

import { useCallback, useEffect, useRef, useState } from "react";
import { StrokeIcon } from "#web/components/ui/stroke-icon";
import { ServiceCard, services } from "#web/features/services";
import { usePrefersReducedMotion } from "#web/hooks/use-prefers-reduced-motion";

const AUTOPLAY_MS = 6000;
const COUNT = services.length;
// A programmatic scroll that has not reached its card by then was interrupted (the user swiped).
const SCROLL_SETTLE_MS = 1200;

function Arrow({ direction }: { direction: "left" | "right" }) {
  return (
    <StrokeIcon
      d={direction === "left" ? "M12.5 4.5L7 10l5.5 5.5" : "M7.5 4.5L13 10l-5.5 5.5"}
      grid={20}
      className="size-5"
    />
  );
}

const controlClass =
  "flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 hover:border-brand hover:text-brand";

/**
 * The services as a looping carousel. It is a native horizontal scroller with snap points, so without
 * script (the page as the server sends it) or on touch screens it still scrolls by hand; script adds the dots,
 * the arrows and the slow advance, which stops on hover, on focus, on request and for reduced motion.
 */
export function ServicesCarousel() {
  const trackRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const activeRef = useRef(0);
  // Set while a dot or the autoplay scrolls, so the cards passed on the way don't flash as current.
  const targetRef = useRef<{ index: number; until: number } | null>(null);
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const autoplay = !reducedMotion && !userPaused && !hovered && !focused;

  const select = useCallback((index: number) => {
    activeRef.current = index;
    setActive(index);
  }, []);

  const goTo = useCallback(
    (index: number) => {
      const track = trackRef.current;
      const wrapped = (index + COUNT) % COUNT;
      const card = track?.children[wrapped];
      if (!track || !(card instanceof HTMLElement)) return;
      select(wrapped);
      targetRef.current = { index: wrapped, until: Date.now() + SCROLL_SETTLE_MS };
      track.scrollTo({
        left: card.offsetLeft - (track.clientWidth - card.offsetWidth) / 2,
        behavior: reducedMotion ? "instant" : "smooth",
      });
    },
    [reducedMotion, select],
  );

  // The current card follows the scroll position, whoever scrolled.
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const center = track.scrollLeft + track.clientWidth / 2;
        let nearest = 0;
        let best = Number.POSITIVE_INFINITY;
        Array.from(track.children).forEach((child, index) => {
          if (!(child instanceof HTMLElement)) return;
          const distance = Math.abs(child.offsetLeft + child.offsetWidth / 2 - center);
          if (distance < best) {
            best = distance;
            nearest = index;
          }
        });
        const target = targetRef.current;
        if (target && nearest !== target.index && Date.now() < target.until) return;
        targetRef.current = null;
        select(nearest);
      });
    };
    track.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      track.removeEventListener("scroll", onScroll);
    };
  }, [select]);

  useEffect(() => {
    if (!autoplay) return;
    const timer = window.setInterval(() => goTo(activeRef.current + 1), AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [autoplay, goTo]);

  return (
    <section
      aria-roledescription="carrusel"
      aria-label="Servicios"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={(event) => {
        setFocused(true);
        // Tabbing into a card half out of view brings it to the centre.
        const slide = event.target.closest("[data-slide]");
        const index = Number(slide?.getAttribute("data-slide"));
        if (slide && index !== activeRef.current) goTo(index);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      {/* relative: card offsets are measured from the track, and the cards' screen-reader-only texts
          (absolutely positioned) stay inside it instead of widening the page. */}
      <div
        ref={trackRef}
        className="relative flex snap-x snap-mandatory gap-4 overflow-x-auto px-[calc(50%-var(--card-w)/2)] pt-2 pb-6 [--card-w:clamp(280px,calc(100vw-4rem),580px)] [scrollbar-width:none] sm:gap-6 sm:[--card-w:440px] lg:gap-10 lg:[--card-w:580px]"
      >
        {services.map((service, index) => (
          <div key={service.slug} data-slide={index} className="flex w-(--card-w) shrink-0 snap-center">
            <ServiceCard
              service={service}
              place="public"
              headingLevel={3}
              className={`w-full transition-shadow duration-300 motion-reduce:transition-none ${
                index === active ? "lg:shadow-lg lg:ring-2 lg:ring-brand/30" : ""
              }`}
            />
          </div>
        ))}
      </div>
      <div className="flex flex-wrap items-center justify-center gap-3 px-4">
        <button
          type="button"
          className={controlClass}
          aria-label="Servicio anterior"
          onClick={() => goTo(active - 1)}
        >
          <Arrow direction="left" />
        </button>
        <div className="flex items-center gap-1">
          {services.map((service, index) => (
            <button
              key={service.slug}
              type="button"
              aria-label={`Ir al servicio ${index + 1}: ${service.name}`}
              aria-current={index === active ? "true" : undefined}
              onClick={() => goTo(index)}
              className="group flex size-8 items-center justify-center rounded-full"
            >
              <span
                className={`block h-2.5 rounded-full transition-all duration-300 motion-reduce:transition-none ${
                  index === active ? "w-6 bg-brand" : "w-2.5 bg-slate-400 group-hover:bg-slate-600"
                }`}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          className={controlClass}
          aria-label="Servicio siguiente"
          onClick={() => goTo(active + 1)}
        >
          <Arrow direction="right" />
        </button>
        {!reducedMotion && (
          <button
            type="button"
            className="min-h-11 rounded-lg px-3 text-sm font-semibold text-brand hover:bg-brand-light"
            onClick={() => setUserPaused((paused) => !paused)}
          >
            {userPaused ? "Reanudar carrusel" : "Pausar carrusel"}
          </button>
        )}
      </div>
    </section>
  );
}

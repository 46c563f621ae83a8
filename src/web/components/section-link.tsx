import type { ComponentProps, MouseEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { paths, type THomeSection } from "../config/paths";

const HOME_RENDER_DELAY_MS = 100;

type TSectionLinkProps = Omit<ComponentProps<"a">, "href"> & { section: THomeSection };

/**
 * Link to a section of the home page. From another page it goes home first and scrolls once the
 * page has had time to render. A real href keeps "open in a new tab" working.
 */
export function SectionLink({ section, onClick, ...props }: TSectionLinkProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const goToSection = async (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) {
      return;
    }
    event.preventDefault();
    if (pathname !== paths.home.path) {
      await navigate(paths.home.getHref());
      await new Promise((resolve) => setTimeout(resolve, HOME_RENDER_DELAY_MS));
    } else {
      // Let the click's own layout changes (the mobile menu closing) land before measuring.
      await new Promise(requestAnimationFrame);
    }
    document.getElementById(section)?.scrollIntoView();
  };

  return <a href={`${paths.home.getHref()}#${section}`} onClick={goToSection} {...props} />;
}

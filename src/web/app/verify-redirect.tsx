import { type LoaderFunctionArgs, redirect } from "react-router";
import { PLATE_PARAM, plateInputValue, validatePlate, withPlate } from "#domain/plate";
import { paths } from "../config/paths";

/**
 * The spec's old address of the check screen, and where the home page's plate form sends its plate (a
 * plain GET form, so it works before or without JavaScript): a valid plate goes on to the check screen,
 * or to sign-up for a visitor (decision 067); any other goes back to the home page, which says why.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const typed = new URL(request.url).searchParams.get(PLATE_PARAM);
  if (typed === null) return redirect(paths.dashboard.verify.automovil.getHref(), 301);
  const checked = validatePlate(typed);
  if (!checked.ok) {
    return redirect(
      `${paths.home.getHref()}?${new URLSearchParams({ [PLATE_PARAM]: plateInputValue(typed) })}`,
    );
  }
  const next = (await context.viewer()) ? paths.dashboard.verify.automovil : paths.auth.register;
  return redirect(withPlate(next.getHref(), checked.plate));
}

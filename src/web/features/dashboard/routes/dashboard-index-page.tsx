import { useEffect } from "react";
import { useNavigate } from "react-router";
import { LoadingState } from "#web/components/ui/spinner";
import { paths } from "#web/config/paths";

/** /dashboard has no screen of its own: the services page is the dashboard's start. */
export default function DashboardIndexPage() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(paths.dashboard.services.getHref(), { replace: true });
  }, [navigate]);
  return <LoadingState label="Redirigiendo a servicios..." />;
}

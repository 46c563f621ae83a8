import { Link } from "react-router";
import { DATA_PROTECTION_AUTHORITY } from "#domain/privacy/legal";
import { OWNER_DATA_MONTHS, SHARE_LINK_DAYS } from "#domain/privacy/retention";
import { RIGHTS_DEADLINE_BUSINESS_DAYS } from "#domain/privacy/rights";
import { SHOWN_RUT_DIGITS } from "#domain/rut";
import { metaFor, pageMeta } from "#web/config/page-meta";
import { paths } from "#web/config/paths";
import { ControllerDetails, ControllerValue } from "../components/controller-details";
import { LegalDocument, LegalSection } from "../components/legal-document";
import { RetentionTable } from "../components/retention-table";
import { RightsList } from "../components/rights-list";

/** /privacidad: what personal data the product treats and why, as Ley 21.719 asks. */
export const meta = metaFor(pageMeta.privacy);

export default function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Política de privacidad"
      intro="Esta política explica qué datos personales tratamos en Patente Clara, para qué, con qué base legal, con quién los compartimos, cuánto tiempo los guardamos y cómo puedes ejercer tus derechos según la Ley 21.719 de protección de datos personales."
    >
      <LegalSection title="Quién es responsable de tus datos">
        <p>El responsable del tratamiento de tus datos personales es:</p>
        <ControllerDetails />
      </LegalSection>

      <LegalSection title="Qué datos tratamos">
        <ul>
          <li>
            <strong>Datos de tu cuenta:</strong> nombre, apellido, correo electrónico y, si lo entregas,
            teléfono. Tu contraseña la guardamos solo transformada de forma irreversible (hash), nunca tal
            como la escribes. También guardamos qué versión de esta política y de los Términos de servicio
            aceptaste y cuándo.
          </li>
          <li>
            <strong>Tus informes:</strong> la patente que consultas y los datos del vehículo que entregan los
            registros públicos (marca, modelo, año, VIN, número de motor, SOAP, revisión técnica, multas y
            deudas de TAG), junto con el puntaje que calculamos.
          </li>
          <li>
            <strong>Datos del propietario del vehículo:</strong> su nombre y RUT, que obtenemos de registros
            públicos a través de nuestros proveedores de datos vehiculares, no de la persona. Solo los usamos
            dentro del informe de ese vehículo.
          </li>
          <li>
            <strong>Pagos:</strong> pagas en Mercado Pago. Nosotros guardamos el monto, la fecha, el estado,
            el concepto de la compra y el tipo de tarjeta. Nunca recibimos ni guardamos el número de tu
            tarjeta.
          </li>
          <li>
            <strong>Mensajes y solicitudes:</strong> lo que nos envías por el formulario de contacto (nombre,
            correo y teléfono), por la solicitud de seguridad personal (RUT, sexo y servicios de interés) y
            por una solicitud de derechos (RUT, patente, correo, el derecho que ejerces, tu mensaje y nuestra
            respuesta).
          </li>
          <li>
            <strong>Datos técnicos:</strong> la dirección IP desde la que te conectas, que usamos para limitar
            los intentos y evitar abusos, y los registros técnicos del servidor (fecha, dirección IP y página
            pedida, sin contraseñas ni códigos de acceso).
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="Para qué los usamos y con qué base legal">
        <ul>
          <li>
            <strong>Crear y mantener tu cuenta, generar tus informes y procesar tus compras:</strong> es
            necesario para cumplir el contrato que aceptas con los{" "}
            <Link to={paths.legal.terms.getHref()}>Términos de servicio</Link>.
          </li>
          <li>
            <strong>Conservar los registros contables de tus pagos:</strong> lo exige la ley tributaria
            (cumplimiento de una obligación legal).
          </li>
          <li>
            <strong>Mostrar el nombre y el RUT del propietario en el informe de su vehículo:</strong> nuestro
            interés legítimo y el de quien compra un vehículo, con los resguardos que se explican más abajo.
          </li>
          <li>
            <strong>Proteger el servicio contra abusos (límites de intentos y registros técnicos):</strong>{" "}
            nuestro interés legítimo en mantener el servicio seguro y disponible.
          </li>
          <li>
            <strong>Responder tus mensajes y tus solicitudes de derechos:</strong> tu propia solicitud y la
            obligación legal de responderte.
          </li>
        </ul>
        <p>No vendemos tus datos, no los usamos para publicidad y no creamos perfiles de personas.</p>

        <h3 className="mt-6 text-xl font-bold text-slate-900">
          Por qué mostramos los datos del propietario de un vehículo
        </h3>
        <p>
          Quien compra un vehículo usado tiene un interés legítimo en comprobar que el vendedor es realmente
          el dueño y en conocer la situación legal del vehículo (multas, deudas, seguro y revisión técnica)
          antes de pagar. El propietario, por su parte, tiene derecho a su privacidad. Pesamos ambos intereses
          y por eso limitamos lo que se muestra:
        </p>
        <ul>
          <li>
            En un enlace compartido solo se ven el primer nombre del propietario con las iniciales de los
            demás y los {SHOWN_RUT_DIGITS} primeros dígitos de su RUT; el VIN y el número de motor, solo
            parcialmente.
          </li>
          <li>
            Quien abre el enlace puede comprobar si el RUT del vendedor o el VIN del vehículo coinciden con el
            informe, pero la respuesta es solo «sí» o «no», con un número limitado de intentos al día.
          </li>
          <li>
            Los enlaces compartidos dejan de funcionar a los {SHARE_LINK_DAYS} días, y quien hizo el informe
            puede retirarlos antes.
          </li>
          <li>
            Borramos el nombre y el RUT del propietario de los informes guardados a los {OWNER_DATA_MONTHS}{" "}
            meses.
          </li>
          <li>No se puede buscar por persona: los informes se piden solo por patente.</li>
          <li>
            Si eres el propietario, puedes oponerte: aceptada tu solicitud, quitamos tu nombre y tu RUT de los
            informes de tu vehículo hechos hasta ese momento (ver «Cómo ejercer tus derechos»).
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="Con quién compartimos tus datos">
        <ul>
          <li>
            <strong>Mercado Pago</strong>, que procesa tus pagos: los datos de tu tarjeta los entregas
            directamente a Mercado Pago.
          </li>
          <li>
            <strong>Nuestros proveedores de datos vehiculares</strong>, como Boostr, que reciben la patente
            consultada (y, para las deudas de TAG, el RUT del propietario) y nos entregan los antecedentes del
            informe.
          </li>
          <li>
            <strong>Nuestro proveedor de correo electrónico</strong>, que envía nuestros correos (confirmación
            de cuenta, cambio de contraseña y respuestas a tus solicitudes).
          </li>
          <li>
            <strong>Quien recibe un enlace compartido</strong> de un informe, que ve la versión reducida
            descrita más arriba.
          </li>
          <li>
            <strong>Las autoridades</strong>, solo cuando la ley nos obliga a entregar información.
          </li>
        </ul>
        <p>Estos proveedores tratan los datos solo por encargo nuestro y para el fin indicado.</p>
      </LegalSection>

      <LegalSection title="Cuánto tiempo guardamos tus datos">
        <p>Guardamos cada dato solo el tiempo necesario para su fin. Al vencer el plazo, lo borramos:</p>
        <RetentionTable />
      </LegalSection>

      <LegalSection title="Tus derechos">
        <p>Sobre tus datos personales tienes derecho a:</p>
        <RightsList />
        <p>
          Ejercerlos es gratuito. Te responderemos en un plazo máximo de {RIGHTS_DEADLINE_BUSINESS_DAYS} días
          hábiles desde que recibimos tu solicitud.
        </p>
      </LegalSection>

      <LegalSection title="Cómo ejercer tus derechos">
        <ul>
          <li>
            Cualquier persona, por ejemplo el propietario de un vehículo, puede usar el{" "}
            <Link to={paths.privacyRequest.getHref()}>formulario de solicitud de derechos</Link> o escribir a{" "}
            <ControllerValue field="email" />. Te pediremos tu RUT y la patente para encontrar tus datos, y
            solo los usaremos para responderte.
          </li>
          <li>
            Si tienes una cuenta, en <Link to={paths.dashboard.account.getHref()}>Mi cuenta</Link> puedes
            descargar tus datos (perfil, informes, pagos y consentimientos, en formato JSON) y eliminar tu
            cuenta cuando quieras.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="Reclamos ante la autoridad">
        <p>
          Si no estás conforme con nuestra respuesta, o si no te respondimos a tiempo, puedes presentar un
          reclamo ante la {DATA_PROTECTION_AUTHORITY}.
        </p>
      </LegalSection>

      <LegalSection title="Cómo protegemos tus datos">
        <ul>
          <li>Toda la comunicación con el sitio viaja cifrada (HTTPS).</li>
          <li>Las contraseñas se guardan transformadas de forma irreversible.</li>
          <li>
            Los enlaces compartidos usan códigos difíciles de adivinar, y las consultas tienen límites de
            intentos.
          </li>
          <li>
            Solo el equipo que lo necesita para su trabajo accede a los datos, y los registros técnicos no
            guardan contraseñas ni códigos de acceso.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="Si ocurre una brecha de seguridad">
        <p>
          Si un incidente de seguridad expone datos personales, lo informaremos sin dilaciones indebidas a la{" "}
          {DATA_PROTECTION_AUTHORITY} y a las personas afectadas, explicando qué pasó, qué datos se vieron
          afectados y qué pueden hacer.
        </p>
      </LegalSection>

      <LegalSection title="Cookies y almacenamiento en tu navegador">
        <p>
          Usamos solo una cookie de sesión, necesaria para mantenerte conectado. En tu navegador guardamos,
          mientras se prepara un informe, su número y su patente, para mostrártelo si cierras la página antes.
          No usamos cookies de publicidad ni de analítica.
        </p>
      </LegalSection>

      <LegalSection title="Cambios a esta política">
        <p>
          Publicaremos aquí cada nueva versión, con su número y fecha de vigencia. Guardamos qué versión
          aceptó cada persona al crear su cuenta.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}

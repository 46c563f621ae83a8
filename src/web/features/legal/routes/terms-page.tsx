import { Link } from "react-router";
import { FREE_TRIALS } from "#domain/credits";
import { SHARE_LINK_DAYS } from "#domain/privacy/retention";
import { SHOWN_RUT_DIGITS } from "#domain/rut";
import { metaFor, pageMeta } from "#web/config/page-meta";
import { paths } from "#web/config/paths";
import { ControllerDetails, ControllerValue } from "../components/controller-details";
import { LegalDocument, LegalSection } from "../components/legal-document";

/** /terminos: the conditions a person accepts with an account. */
export const meta = metaFor(pageMeta.terms);

export default function TermsPage() {
  return (
    <LegalDocument
      title="Términos de servicio"
      intro="Estos términos regulan el uso de Patente Clara. Al crear tu cuenta los aceptas junto con la Política de privacidad; léelos con calma."
    >
      <LegalSection title="Quién presta el servicio">
        <ControllerDetails />
      </LegalSection>

      <LegalSection title="Qué es Patente Clara">
        <p>
          Patente Clara entrega informes de vehículos a partir de una patente chilena. Cada informe reúne
          antecedentes de registros públicos que consultamos a través de proveedores de datos vehiculares:
          datos del vehículo, propietario, SOAP, revisión técnica, multas y deudas de TAG, con un puntaje de
          confianza que explica lo encontrado.
        </p>
        <p>
          Cuando una instalación no tiene un proveedor de datos configurado, los informes usan datos de
          demostración y lo indican claramente con el aviso «Datos de demostración»: esos informes no
          describen un vehículo real.
        </p>
      </LegalSection>

      <LegalSection title="Tu cuenta">
        <ul>
          <li>
            Para pedir informes necesitas una cuenta con tus datos verdaderos; para usar las consultas
            gratuitas, además, debes confirmar tu correo.
          </li>
          <li>Tu cuenta es personal: cuida tu contraseña y no la compartas.</li>
          <li>Puedes descargar tus datos y eliminar tu cuenta cuando quieras desde «Mi cuenta».</li>
        </ul>
      </LegalSection>

      <LegalSection title="Consultas gratuitas, créditos y pagos">
        <ul>
          <li>
            Cada correo electrónico recibe {FREE_TRIALS} consultas gratuitas una sola vez: si eliminas tu
            cuenta y creas otra con el mismo correo, no se renuevan.
          </li>
          <li>
            Puedes comprar paquetes de informes y pagarlos con Mercado Pago. El precio, en pesos chilenos
            (CLP), lo fija nuestro sistema al momento de la compra y es el que ves antes de confirmarla.
          </li>
          <li>
            Los informes comprados se suman a tu cuenta en cuanto Mercado Pago aprueba el pago. Un informe que
            no se pudo generar no descuenta consultas ni créditos.
          </li>
          <li>Tus derechos como consumidor según la Ley 19.496 se mantienen siempre.</li>
        </ul>
      </LegalSection>

      <LegalSection title="Enlaces compartidos">
        <ul>
          <li>
            Cada informe tiene un enlace para compartirlo, por ejemplo con quien te vende un vehículo. El
            enlace funciona {SHARE_LINK_DAYS} días; desde «Mis reportes» puedes extenderlo por{" "}
            {SHARE_LINK_DAYS} días más o retirarlo cuando quieras.
          </li>
          <li>
            Quien abre el enlace ve los datos del vehículo, su situación legal y su puntaje, pero del
            propietario solo su primer nombre con las iniciales de los demás y los {SHOWN_RUT_DIGITS} primeros
            dígitos del RUT, y el VIN y el número de motor parcialmente ocultos.
          </li>
          <li>
            También puede comprobar si el RUT del vendedor o el VIN del vehículo coinciden con el informe: la
            respuesta es solo «sí» o «no».
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="Uso aceptable">
        <p>Usa los informes solo para evaluar un vehículo: comprarlo, venderlo, asegurarlo o revisarlo.</p>
        <ul>
          <li>No uses el servicio para buscar, identificar o hacer perfiles de personas.</li>
          <li>No publiques ni revendas los datos del propietario que aparecen en un informe.</li>
          <li>No hagas consultas automatizadas ni intentes eludir los límites del servicio.</li>
        </ul>
        <p>Podemos suspender una cuenta que no cumpla estas reglas.</p>
      </LegalSection>

      <LegalSection title="Límites de responsabilidad">
        <p>
          El informe informa, no certifica: refleja lo que dicen los registros públicos y nuestras fuentes al
          momento de la consulta, que pueden tener errores, omisiones o atrasos. No reemplaza revisar los
          documentos del vehículo ni pedir su certificado de anotaciones vigentes en el Registro Civil antes
          de comprar.
        </p>
      </LegalSection>

      <LegalSection title="Datos personales">
        <p>
          Cómo tratamos tus datos y los del propietario de cada vehículo se explica en la{" "}
          <Link to={paths.legal.privacy.getHref()}>Política de privacidad</Link>.
        </p>
      </LegalSection>

      <LegalSection title="Cambios a estos términos">
        <p>
          Publicaremos aquí cada nueva versión, con su número y fecha de vigencia. Guardamos qué versión
          aceptó cada persona al crear su cuenta.
        </p>
      </LegalSection>

      <LegalSection title="Ley aplicable y jurisdicción">
        <p>
          Estos términos se rigen por las leyes de la República de Chile. Cualquier conflicto se resolverá
          ante los tribunales competentes de Chile, sin perjuicio de los derechos que la Ley 19.496 te da como
          consumidor.
        </p>
      </LegalSection>

      <LegalSection title="Contacto">
        <p>
          Escríbenos a <ControllerValue field="email" /> o usa el{" "}
          <Link to={paths.contact.getHref()}>formulario de contacto</Link>.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}

import { useAtomValue } from "jotai"
import { useState } from "react"
import * as spendingCalls from "../../core/api/spending.calls"
import { vehiclesWriteRule } from "../../core/api/callRules"
import { mayUse } from "../../core/rules/access"
import { parseTankLitres } from "../../core/rules/spending"
import { type Vehicle, type VehicleFuelType, VehicleFuelTypes } from "../../core/schemas/spending"
import { customerQueryAtom, useCallWrite } from "../session"
import { Field } from "../ui/Field"
import { showToast } from "../ui/Toast"
import { EditorModal } from "./EditorModal"
import { ScrollTable } from "./ScrollTable"
import type { SpendingT } from "./spending.messages"
import { vehiclesQueryAtom } from "./spending.queries"

/** /kulud's vehicles: registration number, fuel and tank, which the anomalies read; ADMIN edits them. */
export function SpendingVehicles({ t }: { t: SpendingT }) {
  const vehicles = useAtomValue(vehiclesQueryAtom).data
  const customer = useAtomValue(customerQueryAtom).data
  const mayEdit = customer != null && mayUse(customer, vehiclesWriteRule)
  const [editing, setEditing] = useState<Vehicle | null>(null)
  if (!vehicles || vehicles.length === 0) return null
  return (
    <section className="ise-spending__section" aria-labelledby="spending-vehicles-title" data-testid="spending-vehicles">
      <h2 id="spending-vehicles-title">{t("vehicle.title")}</h2>
      <ScrollTable
        labelledBy="spending-vehicles-title"
        head={
          <>
            <th scope="col">{t("vehicle.number")}</th>
            <th scope="col">{t("vehicle.fuel")}</th>
            <th scope="col" className="ise-spending__num">
              {t("vehicle.tank")}
            </th>
            {mayEdit && (
              <th scope="col">
                <span className="ise-spending__hidden">{t("vehicle.editShort")}</span>
              </th>
            )}
          </>
        }
      >
        {vehicles.map((v) => (
          <tr key={v.registrationNumber} data-vehicle={v.registrationNumber}>
            <th scope="row">{v.registrationNumber}</th>
            <td>{t(`vehicle.fuel.${v.fuelType}`)}</td>
            <td className="ise-spending__num">{v.tankCapacityLitres ?? t("vehicle.tankUnknown")}</td>
            {mayEdit && (
              <td className="ise-spending__num">
                <button
                  type="button"
                  className="ise-ui__button ise-ui__button--secondary ise-ui__button--small"
                  aria-label={t("vehicle.edit", { number: v.registrationNumber })}
                  onClick={() => setEditing(v)}
                >
                  {t("vehicle.editShort")}
                </button>
              </td>
            )}
          </tr>
        ))}
      </ScrollTable>
      {editing && <VehicleEditor vehicle={editing} t={t} onClose={() => setEditing(null)} />}
    </section>
  )
}

function VehicleEditor({ vehicle, t, onClose }: { vehicle: Vehicle; t: SpendingT; onClose: () => void }) {
  const [fuel, setFuel] = useState<VehicleFuelType>(vehicle.fuelType)
  const [tankText, setTankText] = useState(vehicle.tankCapacityLitres == null ? "" : String(vehicle.tankCapacityLitres))
  const [submitted, setSubmitted] = useState(false)
  const save = useCallWrite(spendingCalls.vehicleUpdate, {
    message: () => t("vehicle.saveFailed"),
    onSuccess: () => {
      showToast(t("vehicle.saved"), { kind: "success" })
      onClose()
    },
  })
  const tank = parseTankLitres(tankText)
  const submit = () => {
    setSubmitted(true)
    if (tank === undefined) return
    void save.run({ body: { registrationNumber: vehicle.registrationNumber, fuelType: fuel, tankCapacityLitres: tank } })
  }
  return (
    <EditorModal
      title={t("vehicle.editTitle", { number: vehicle.registrationNumber })}
      testId="vehicle-editor"
      t={t}
      error={save.error}
      busy={save.pending}
      onClose={onClose}
      onSave={submit}
    >
      <Field label={t("vehicle.fuel")}>
        {({ id }) => (
          <select id={id} value={fuel} onChange={(e) => setFuel(e.target.value as VehicleFuelType)}>
            {VehicleFuelTypes.map((f) => (
              <option key={f} value={f}>
                {t(`vehicle.fuel.${f}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label={t("vehicle.tank")}
        hint={t("vehicle.tankHint")}
        error={submitted && tank === undefined ? t("vehicle.tankInvalid") : undefined}
      >
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            inputMode="numeric"
            autoComplete="off"
            value={tankText}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onChange={(e) => setTankText(e.target.value)}
          />
        )}
      </Field>
    </EditorModal>
  )
}

import { parsePhoneNumberFromString } from 'libphonenumber-js/core'
import metadata from 'libphonenumber-js/max/metadata'
import { registerWorldPhones } from './phone'

/**
 * Phones of every country: libphonenumber-js's `max` metadata, the only one that
 * knows number types (a WhatsApp link needs a mobile; `min` has no types) and validates as
 * strictly as Brazil's slice does. Imported for its effect: the server at start, the browser
 * lazily (~/lib/world-phones), so Brazilian coaches never download it.
 */
registerWorldPhones((international) => {
  const phone = parsePhoneNumberFromString(international, metadata)
  if (!phone?.isValid()) return null
  const type = phone.getType()
  return {
    digits: phone.number.slice(1),
    international: phone.formatInternational(),
    mobile: type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE',
  }
})

import { useNavigate } from '@tanstack/react-router'
import { useCallback, useEffect } from 'react'
import { defaultWeatherLocation, findWeatherLocation, type WeatherLocation } from '~/content/weather-locations'
import { rememberedLocation, rememberLocation } from './saved-forecasts'

/** The location a visit opens with: the URL's, else the one chosen last on this device, else the base. */
export function locationOnArrival(slugInUrl: string | undefined): WeatherLocation {
  return findWeatherLocation(slugInUrl) ?? findWeatherLocation(rememberedLocation()) ?? defaultWeatherLocation
}

/**
 * The location shown: the URL's ?location= (so a forecast can be shared), else the one the visitor
 * chose last on this device, else the base. Choosing one puts it in the URL and remembers it.
 */
export function useWeatherLocation(slugInUrl: string | undefined): [WeatherLocation, (slug: string) => void] {
  const navigate = useNavigate()
  const fromUrl = findWeatherLocation(slugInUrl)
  const choose = useCallback(
    (slug: string) => {
      if (!findWeatherLocation(slug)) return
      rememberLocation(slug)
      void navigate({ to: '.', search: { location: slug }, replace: true })
    },
    [navigate],
  )
  useEffect(() => {
    if (fromUrl) {
      rememberLocation(fromUrl.slug)
      return
    }
    const remembered = findWeatherLocation(rememberedLocation())
    if (remembered) choose(remembered.slug)
  }, [fromUrl, choose])
  return [fromUrl ?? defaultWeatherLocation, choose]
}

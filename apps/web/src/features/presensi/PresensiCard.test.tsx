// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DASHBOARD } from '@madrasah/contract/endpoints/dashboard';
import { PRESENSI } from '@madrasah/contract/endpoints/presensi';
import { SESSION } from '@madrasah/contract/endpoints/session';
import { MSG } from '@madrasah/contract/messages';
import type { PublicConfig } from '@madrasah/contract/schemas/session';
import { at, fakeApi, ok, refused, type FakeRequest } from '../../../test/fake-api';
import { schoolDay, studentPrivilege } from '../../../test/fixtures';
import { renderSignedIn, user } from '../../../test/signed-in';
import { PresensiCard } from './PresensiCard';

const student = studentPrivilege();
const siswaId = student.profile_ex.siswa_id!;
const school = student.presensi.setting;
const TODAY = '2025-10-06';

const config: PublicConfig = {
  sekolah_nama: 'MA Contoh',
  external_signin_url: '/login',
  map_tile_url: 'data:,{z}/{x}/{y}',
  map_tile_attribution: 'Peta',
  map_default_center: [school.lat, school.long],
};

// The browser's side of the flow: a camera, a position and a canvas, each a stub the test sets.
const camera = { stop: vi.fn(), open: vi.fn<() => Promise<unknown>>() };
let position: GeolocationCoordinates | undefined;
const drawn: { width: number; height: number }[] = [];

beforeEach(() => {
  camera.stop.mockReset();
  camera.open.mockReset().mockImplementation(async () => Object.assign(new MediaStream(), { getTracks: () => [{ stop: camera.stop }] }));
  position = { latitude: school.lat, longitude: school.long, accuracy: 12 } as GeolocationCoordinates;
  drawn.length = 0;
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: () => camera.open() } });
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (found: PositionCallback, failed: PositionErrorCallback) =>
        setTimeout(() => (position ? found({ coords: position } as GeolocationPosition) : failed({ code: 1 } as GeolocationPositionError))),
    },
  });
  // A phone camera's frame; the selfie is drawn from it on a canvas and read back as JPEG.
  Object.defineProperties(HTMLVideoElement.prototype, { videoWidth: { configurable: true, value: 1280 }, videoHeight: { configurable: true, value: 960 } });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ fillRect: () => {}, drawImage: () => {} } as unknown as RenderingContext);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (this: HTMLCanvasElement) {
    drawn.push({ width: this.width, height: this.height });
    return 'data:image/jpeg;base64,c2VsZmll';
  });
});

/** The card on the dashboard before the first clock-in of the day, with the answers a test adds. */
function openDialog(routes: Record<string, (request: FakeRequest) => ReturnType<typeof ok>> = {}) {
  const requests = fakeApi({
    [at(SESSION.config)]: () => ok(config),
    [at(DASHBOARD.utama)]: () => ok(schoolDay(TODAY, '06:55')),
    [at(PRESENSI.hariIni, { siswa_id: siswaId, date: TODAY })]: () => refused(404, MSG.notFoundData),
    ...routes,
  });
  renderSignedIn(<PresensiCard siswaId={siswaId} />, student);
  return { requests, open: async () => user().click(await screen.findByRole('button', { name: /Presensi Masuk/ })) };
}

const inDialog = () => within(screen.getByRole('dialog', { name: 'Rekam Kehadiran' }));
const clockIn = () => user().click(inDialog().getByRole('button', { name: /Presensi Masuk/ }));
const takePhoto = async () => user().click(await screen.findByRole('button', { name: /Ambil Foto/ }));
const posts = (requests: FakeRequest[]) => requests.filter((r) => r.method === 'POST' && r.path === PRESENSI.masuk.path);

describe('clocking in', () => {
  it('explains a refused camera and asks again on request', async () => {
    camera.open.mockRejectedValueOnce(new DOMException('Permission denied', 'NotAllowedError'));
    const { open } = openDialog();
    await open();

    const alert = await screen.findByText('Kamera tidak dapat dibuka. Izinkan akses kamera, lalu coba lagi.');
    expect(screen.getByRole('button', { name: /Ambil Foto/ }).hasAttribute('disabled')).toBe(true);
    await user().click(within(alert.parentElement!).getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Ambil Foto/ }).hasAttribute('disabled')).toBe(false));
    expect(screen.queryByText('Kamera tidak dapat dibuka. Izinkan akses kamera, lalu coba lagi.')).toBeNull();
  });

  it('wants a selfie before clocking in', async () => {
    const { requests, open } = openDialog();
    await open();
    await screen.findByText('Dalam radius');
    await clockIn();
    expect(await screen.findByText(MSG.selfieRequired)).toBeTruthy();
    expect(posts(requests)).toEqual([]);
  });

  it('turns the camera off once the photo is taken, and shrinks the photo to 480 px', async () => {
    const { open } = openDialog();
    await open();
    await takePhoto();
    expect(await screen.findByRole('img', { name: 'Foto selfi' })).toBeTruthy();
    expect(camera.stop).toHaveBeenCalled();
    expect(drawn).toEqual([{ width: 480, height: 360 }]);

    await user().click(screen.getByRole('button', { name: /Ganti Foto/ }));
    expect(await screen.findByRole('button', { name: /Ambil Foto/ })).toBeTruthy();
    expect(camera.open).toHaveBeenCalledTimes(2);
  });

  it('shows a position outside the geofence, and wants a position before clocking in', async () => {
    position = { latitude: school.lat - 0.01, longitude: school.long, accuracy: 12 } as GeolocationCoordinates;
    const { requests, open } = openDialog();
    await open();
    expect(await screen.findByText(`Di luar radius ${school.radius} m`)).toBeTruthy();

    position = undefined;
    await user().click(screen.getByRole('button', { name: /Refresh Lokasi/ }));
    expect(await screen.findByText(MSG.locationRequired)).toBeTruthy();
    await takePhoto();
    await screen.findByRole('img', { name: 'Foto selfi' });
    await clockIn();
    await waitFor(() => expect(screen.getAllByText(MSG.locationRequired)).toHaveLength(2));
    expect(posts(requests)).toEqual([]);
  });

  it("sends the selfie and the position, says 'Success', shows the entry and reloads the page", async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    const { requests, open } = openDialog({
      [at(PRESENSI.masuk)]: () => ok({ id: 90, in: { waktu: '06:55:00', foto: 'masuk.jpg' }, out: null, main_path: '/files/' }, MSG.clockedIn),
    });
    await open();
    await screen.findByText('Dalam radius');
    await takePhoto();
    await clockIn();

    expect(await screen.findByText(MSG.clockedIn)).toBeTruthy();
    expect(posts(requests)[0]!.body).toMatchObject({
      siswa_id: siswaId,
      rombel_id: student.profile_ex.rombel_id,
      tahun_ajaran_id: student.tahun_ajaran.id,
      semester_id: student.semester.id,
      tgl: TODAY,
      lat: school.lat,
      long: school.long,
      radius: 0,
      foto: 'data:image/jpeg;base64,c2VsZmll',
    });
    // The card behind shows the recorded entry and offers the way out.
    expect(await screen.findByRole('button', { name: /Presensi Pulang/ })).toBeTruthy();
    expect(screen.getByText('06:55')).toBeTruthy();
    await waitFor(() => expect(reload).toHaveBeenCalledOnce(), { timeout: 3000 });
  });

  it("keeps the dialog open with the server's refusal", async () => {
    const { open } = openDialog({ [at(PRESENSI.masuk)]: () => refused(400, MSG.alreadyClockedIn) });
    await open();
    await screen.findByText('Dalam radius');
    await takePhoto();
    await clockIn();

    expect(await screen.findByText(MSG.alreadyClockedIn)).toBeTruthy();
    expect(inDialog().getByRole('button', { name: /Presensi Masuk/ })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Foto selfi' })).toBeTruthy();
  });
});

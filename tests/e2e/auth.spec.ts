import {
  createCoach,
  expect,
  login,
  loginFormReady,
  mailLink,
  PASSWORD,
  test,
  uniqueEmail,
} from './fixtures'

test.describe('accounts', () => {
  test('sign up, confirm through the e-mail, log in, see the shell, log out', async ({ page }) => {
    const email = uniqueEmail('signup')
    await page.goto('/app/login?tab=signup')
    await expect(page.getByRole('tab', { name: 'Cadastro' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await page.getByLabel('Nome').fill('Marina Costa')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD)
    await expect(page.getByText('Mínimo 6 caracteres')).toBeVisible()
    await expect(page.getByLabel('Código do país')).toHaveValue('+55')
    await page.getByLabel('Telefone').fill('11987654321')
    await expect(page.getByLabel('Telefone')).toHaveValue('(11) 98765-4321')
    await page.getByRole('button', { name: 'Criar conta' }).click()
    await expect(page.getByText('Cadastro realizado!')).toBeVisible()
    await expect(page.getByText('Verifique seu email para confirmar o cadastro.')).toBeVisible()

    const link = await mailLink(email, 'Confirme seu email')
    await page.goto(link)
    await expect(page).toHaveURL(/\/auth\/confirm\?verified=1$/)
    await expect(page.getByRole('heading', { name: 'Email Confirmado!' })).toBeVisible()
    await expect(page.getByTestId('countdown')).toHaveText('5')
    await expect(page.getByTestId('countdown')).toHaveText('4')
    await expect(page).toHaveURL(/\/app\/login$/, { timeout: 10_000 })

    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Entrar' }).click()
    await expect(page.getByText('Login realizado!')).toBeVisible()
    // a first run: welcomed (not 'Bem-vindo de volta!') and shown the setup checklist
    await expect(
      page.getByText('Bem-vindo ao Quadra! Vamos deixar tudo pronto para as suas aulas.'),
    ).toBeVisible()
    await expect(page).toHaveURL(/\/app\/dashboard$/)
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Primeiros passos' })).toBeVisible()
    const nav = page.getByRole('navigation', { name: 'Navegação principal' })
    for (const item of [
      'Dashboard',
      'Alunos',
      'Sessões de Aula',
      'Nova Sessão',
      'Novo Aluno',
      'Novo Pacote',
    ]) {
      await expect(nav.getByRole('link', { name: item })).toBeVisible()
    }
    await expect(page.getByTestId('user-display-name')).toHaveText('Marina Costa')
    await expect(page.getByText(email)).toBeVisible()

    await page.getByRole('button', { name: 'Sair' }).click()
    await expect(page.getByText('Logout realizado')).toBeVisible()
    await expect(page.getByText('Você foi desconectado com sucesso.')).toBeVisible()
    await expect(page).toHaveURL(/\/app\/login$/)
    await page.goto('/app/dashboard')
    await expect(page).toHaveURL(/\/app\/login$/)
  })

  test('"Ir para Login" leaves the confirmation page at once', async ({ page }) => {
    await page.goto('/auth/confirm?verified=1')
    await page.getByRole('link', { name: 'Ir para Login' }).click()
    await expect(page).toHaveURL(/\/app\/login$/)
  })

  test('a used or forged confirmation link says so', async ({ page }) => {
    await page.goto(
      '/api/auth/verify-email?token=forged&callbackURL=%2Fauth%2Fconfirm%3Fverified%3D1',
    )
    await expect(page).toHaveURL(/error=/)
    await expect(page.getByRole('heading', { name: 'Link inválido ou expirado' })).toBeVisible()
    // the prerendered page holds both cards: the other one is hidden (not shown, not read)
    await expect(page.getByRole('heading', { name: 'Email Confirmado!' })).toHaveCount(0)
  })

  test('the confirmation page opened without a link says so and leads to the login', async ({
    page,
  }) => {
    await page.goto('/auth/confirm')
    await expect(page.getByRole('heading', { name: 'Link inválido ou expirado' })).toBeVisible()
    // the prerendered page holds both cards: the other one is hidden (not shown, not read)
    await expect(page.getByRole('heading', { name: 'Email Confirmado!' })).toHaveCount(0)
    await page.getByRole('link', { name: 'Ir para Login' }).click()
    await expect(page).toHaveURL(/\/app\/login$/)
  })

  test('wrong password shows the spec message', async ({ page }) => {
    const coach = await createCoach(page)
    await page.goto('/app/login')
    await loginFormReady(page)
    await page.getByLabel('Email').fill(coach.email)
    await page.getByLabel('Senha', { exact: true }).fill('senha-errada-123')
    await page.getByRole('button', { name: 'Entrar' }).click()
    await expect(page.getByText('Erro no login')).toBeVisible()
    await expect(page.getByText('Email ou senha inválidos')).toBeVisible()
    await expect(page).toHaveURL(/\/app\/login$/)
  })

  test('a duplicate e-mail is refused on sign-up', async ({ page }) => {
    const coach = await createCoach(page)
    await page.goto('/app/login?tab=signup')
    await page.getByLabel('Nome').fill('Outra Pessoa')
    await page.getByLabel('Email').fill(coach.email)
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD)
    await page.getByLabel('Telefone').fill('21999998888')
    await page.getByRole('button', { name: 'Criar conta' }).click()
    await expect(page.getByText('Erro no cadastro')).toBeVisible()
    await expect(page.getByText('Este email já está cadastrado')).toBeVisible()
  })

  test('sign-up validates every field and toggles password visibility', async ({ page }) => {
    await page.goto('/app/login?tab=signup')
    await page.getByRole('button', { name: 'Criar conta' }).click()
    await expect(page.getByText('Nome é obrigatório')).toBeVisible()
    await expect(page.getByText('Email é obrigatório')).toBeVisible()
    await expect(page.getByText('Senha é obrigatória')).toBeVisible()
    await expect(page.getByText('Telefone é obrigatório')).toBeVisible()
    await page.getByLabel('Senha', { exact: true }).fill('12345')
    await page.getByRole('button', { name: 'Criar conta' }).click()
    await expect(page.getByText('A senha deve ter pelo menos 6 caracteres')).toBeVisible()
    const password = page.getByLabel('Senha', { exact: true })
    await expect(password).toHaveAttribute('type', 'password')
    await page.getByRole('button', { name: 'Mostrar senha' }).click()
    await expect(password).toHaveAttribute('type', 'text')
    await page.getByRole('button', { name: 'Ocultar senha' }).click()
    await expect(password).toHaveAttribute('type', 'password')
  })

  test('an unconfirmed account cannot log in and can ask for the e-mail again', async ({
    page,
  }) => {
    const email = uniqueEmail('unverified')
    const res = await page.request.post('/api/auth/sign-up/email', {
      data: {
        name: 'Sem Confirmar',
        email,
        password: PASSWORD,
        countryCode: '+55',
        phone: '11987654321',
        callbackURL: '/auth/confirm?verified=1',
      },
    })
    expect(res.status()).toBe(200)
    await page.goto('/app/login')
    await loginFormReady(page)
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Entrar' }).click()
    await expect(page.getByText('Erro no login')).toBeVisible()
    await expect(page.getByText('Email não confirmado')).toBeVisible()
    const sentAt = Date.now()
    await page.getByRole('button', { name: 'Reenviar email de confirmação' }).click()
    await expect(page.getByText('Email reenviado')).toBeVisible()
    const link = await mailLink(email, 'Confirme seu email', sentAt - 1000)
    await page.goto(link)
    await expect(page.getByRole('heading', { name: 'Email Confirmado!' })).toBeVisible()
  })

  test('forgot password: reset link, new password, old one refused', async ({ page }) => {
    const coach = await createCoach(page)
    await page.goto('/app/login')
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click()
    await expect(page).toHaveURL(/\/auth\/forgot-password$/)
    await page.getByLabel('Email').fill(coach.email)
    await page.getByRole('button', { name: 'Enviar link' }).click()
    await expect(page.getByText('Verifique seu email')).toBeVisible()

    const link = await mailLink(coach.email, 'Redefina sua senha')
    await page.goto(link)
    await expect(page).toHaveURL(/\/auth\/reset-password\?token=/)
    await page.getByLabel('Nova senha', { exact: true }).fill('password123')
    await page.getByLabel('Confirmar nova senha').fill('password123')
    await page.getByRole('button', { name: 'Salvar nova senha' }).click()
    await expect(page.getByText('Esta senha é muito comum').first()).toBeVisible()
    const newPassword = 'Outra-senha-forte-77'
    await page.getByLabel('Nova senha', { exact: true }).fill(newPassword)
    await page.getByLabel('Confirmar nova senha').fill(newPassword)
    await page.getByRole('button', { name: 'Salvar nova senha' }).click()
    await expect(page.getByText('Senha redefinida')).toBeVisible()
    await expect(page).toHaveURL(/\/app\/login$/)

    await page.getByLabel('Email').fill(coach.email)
    await page.getByLabel('Senha', { exact: true }).fill(coach.password)
    await page.getByRole('button', { name: 'Entrar' }).click()
    await expect(page.getByText('Email ou senha inválidos')).toBeVisible()
    await login(page, { ...coach, password: newPassword })
  })

  test('"Voltar ao site" goes home', async ({ page }) => {
    await page.goto('/app/login')
    await page.getByRole('link', { name: 'Voltar ao site' }).click()
    await expect(page).toHaveURL(/\/$/)
  })
})

test.describe('protection', () => {
  test('a visitor opening the app is sent to login, with history replaced', async ({ page }) => {
    await page.goto('/')
    await page.goto('/app/students')
    await expect(page).toHaveURL(/\/app\/login$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/$/) // /app/students is not in the history
  })

  test('a signed-in coach opening the login page goes to the dashboard', async ({ page }) => {
    const coach = await createCoach(page)
    await login(page, coach)
    await page.goto('/app/login')
    await expect(page).toHaveURL(/\/app\/dashboard$/)
  })

  test('unknown paths show the not-found page', async ({ page }) => {
    const res = await page.goto('/nao-existe')
    expect(res?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible()
    await expect(page.getByText('Oops! Page not found')).toBeVisible()
    await page.getByRole('link', { name: 'Voltar para o início' }).click()
    await expect(page).toHaveURL(/\/$/)
  })
})
